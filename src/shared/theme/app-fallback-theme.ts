import { themeFor } from './theme';

/**
 * Stands in at build time (vite.config.ts) for MUI's fallback themes: `styles/defaultTheme.mjs` and Box's own, each a
 * `createTheme()` made as its module loads, for a component rendered outside any ThemeProvider. Every component of the
 * dashboard renders inside one, so they only cost: two whole themes built while the entry module evaluates (one task
 * the browser cannot split), beside the app's light theme built again in the first render. Here the fallback is the
 * app's light theme itself, the same object the colour mode shows (themeFor makes each theme once).
 */
const fallbackTheme = themeFor('light');

export default fallbackTheme;

/** Box's fallback: `createTheme()` from MUI's styles index, called once as Box's module loads. */
export function createTheme(): typeof fallbackTheme {
  return fallbackTheme;
}
