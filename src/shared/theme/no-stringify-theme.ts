/**
 * Stands in for MUI's `stringifyTheme` at build time (vite.config.ts): every theme MUI creates carries it as
 * `toRuntimeSource`, which only Pigment CSS's build calls to write the theme out as source code. This dashboard
 * styles at run time (emotion) and never calls it, yet it rode along on every page's first load.
 */
export function stringifyTheme(): never {
  throw new Error("MUI's stringifyTheme (Pigment CSS's theme export) is left out of this build (vite.config.ts).");
}
