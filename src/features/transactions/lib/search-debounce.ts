/**
 * Search text waits this long after the last keystroke before it is sent: MUI X's quick filter's own default, short
 * enough that the rows follow a pause in typing within the grid's 300 ms goal, long enough that a word typed at an
 * ordinary pace is one query. Pasted text and Enter search at once. The bench reads it to label what users wait.
 */
export const SEARCH_DEBOUNCE_MS = 150;
