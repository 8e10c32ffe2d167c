/**
 * The class of a table's scroll container that shows a shadow at an edge where more of the table is out of sight
 * (a phone, a 400 % zoom): without it, a cut-off column looked like the table's end. Its style is CSS alone, written
 * once in index.html (`.scroll-cue`) with the theme's paper colour (`--app-paper`, set by the colour mode).
 */
export const SCROLL_CUE = 'scroll-cue';
