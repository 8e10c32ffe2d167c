// The DataGrid's own German texts, alone: a module of their own, loaded only when the language is German
// (grid-locale-text.ts); a static re-export keeps the package's other locales out of it.
export { deDE } from '@mui/x-data-grid/locales';
