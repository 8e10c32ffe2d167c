// MUI's theme functions without the CSS-variables machinery (colour schemes, the variables provider, its storage
// manager): MUI's own modules, which its package exports do not list; vite.config.ts maps these names to them.
// Together with two plain themes this keeps ~24 KB (minified) the dashboard does not use off every page.
declare module '@mui-no-vars/create-theme' {
  import type { Theme, ThemeOptions } from '@mui/material/styles';
  export default function createThemeNoVars(options?: ThemeOptions): Theme;
}

declare module '@mui-no-vars/theme-provider' {
  import type { Theme } from '@mui/material/styles';
  import type { ReactNode } from 'react';
  export default function ThemeProviderNoVars(props: { theme: Theme; children?: ReactNode }): ReactNode;
}
