import { createTheme } from '@mui/material/styles';

/** One theme with light and dark colour schemes (CSS variables), switched by a class on <html>. */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      // Status colours darkened so white chip text and coloured text on white both meet WCAG AA (4.5:1).
      palette: {
        primary: { main: '#1a56a8' },
        secondary: { main: '#5b3fa8' },
        info: { main: '#01579b' },
        success: { main: '#1b5e20' },
        warning: { main: '#8a4b00' },
        error: { main: '#b71c1c' },
        background: { default: '#f5f7fb' },
      },
    },
    dark: { palette: { primary: { main: '#8ab4f8' }, secondary: { main: '#c5a8ff' }, background: { default: '#0f1318', paper: '#161b22' } } },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});

export const COLOR_MODE_STORAGE_KEY = 'rbo.colorMode';
