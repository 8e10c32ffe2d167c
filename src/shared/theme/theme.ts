import type { ThemeOptions } from '@mui/material/styles';
import createThemeNoVars from '@mui-no-vars/create-theme';

export type ColorMode = 'system' | 'light' | 'dark';
export type ResolvedColorMode = Exclude<ColorMode, 'system'>;

const shared: ThemeOptions = {
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  // No ripple (its code is left out of the build, vite.config.ts): keyboard focus shows as MUI's focus ring on every
  // button, tab, menu item, list item and checkbox instead, inset where a parent would clip it and in the text's colour
  // on coloured bars (the app bar, alerts, snackbars).
  focusVisible: true,
  components: {
    // The app bar is fixed over the page: whatever takes the focus or is scrolled to (a field with an error, a form's
    // message) stops below it, not under it.
    MuiCssBaseline: { styleOverrides: { html: { scrollPaddingTop: 80 } } },
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    // On the coloured app bar a ring in the primary colour would vanish: there it takes the bar's text colour.
    MuiAppBar: { styleOverrides: { root: { '& .MuiButtonBase-root.Mui-focusVisible': { outlineColor: 'currentColor' } } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
};

const palettes: Record<ResolvedColorMode, ThemeOptions['palette']> = {
  // Status colours darkened so white chip text and coloured text on white both meet WCAG AA (4.5:1).
  light: {
    mode: 'light',
    primary: { main: '#1a56a8' },
    secondary: { main: '#5b3fa8' },
    info: { main: '#01579b' },
    success: { main: '#1b5e20' },
    warning: { main: '#8a4b00' },
    error: { main: '#b71c1c' },
    background: { default: '#f5f7fb' },
  },
  dark: { mode: 'dark', primary: { main: '#8ab4f8' }, secondary: { main: '#c5a8ff' }, background: { default: '#0f1318', paper: '#161b22' } },
};

type Theme = ReturnType<typeof createThemeNoVars>;
const made: Partial<Record<ResolvedColorMode, Theme>> = {};

/**
 * The light or the dark theme; the colour mode (shared/theme/color-mode.tsx) picks one. Each is made the first time it
 * is shown, so a start in light mode does not pay for the dark one.
 */
export function themeFor(mode: ResolvedColorMode): Theme {
  return (made[mode] ??= createThemeNoVars({ ...shared, palette: palettes[mode] }));
}

export const COLOR_MODE_STORAGE_KEY = 'rbo.colorMode';
