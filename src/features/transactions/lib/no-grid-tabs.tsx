/**
 * Stands in for MUI's Tabs, Tab and ToggleButton inside MUI X DataGrid's Material slots at build time
 * (vite.config.ts): the grid's package defines a `baseTabs` and a `baseToggleButton` slot for the paid grids' panels,
 * but nothing in the community DataGrid renders either (the build checks its code and stops when something starts
 * to), and the dashboard passes no slots of its own, so their code (~3.6 KB compressed, with Tabs' scroll machinery)
 * would only be carried on the transactions page, never run. Rendering one says why.
 */
export default function NoGridTabs(): never {
  throw new Error("MUI's Tabs and ToggleButton are left out of the transaction grid's build (vite.config.ts): the community DataGrid renders neither.");
}
