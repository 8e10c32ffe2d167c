/**
 * Stands in for `hoist-non-react-statics` inside emotion's `withTheme` at build time (vite.config.ts): that HOC is its
 * only user, and neither the dashboard nor MUI calls it, yet the package (CommonJS, so never tree-shaken) and its own
 * copy of `react-is` rode along on every page's first load. A `withTheme` would fail with this message.
 */
export default function hoistNonReactStatics(): never {
  throw new Error("emotion's withTheme is left out of this build (vite.config.ts): use the theme through useTheme.");
}
