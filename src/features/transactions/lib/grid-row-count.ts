/**
 * The row count the grid is told for a view. An exact count as it is, except while the previous view's rows stand in
 * (their smaller count must not make the grid clamp the page the URL asks for back to the first one). An estimated
 * count ("about 900,000") may be below the real number: while pages come back full the count is unknown (-1, the
 * estimate shown as a hint), so the next page stays reachable; a page that is not full, or the end this view already
 * learnt, gives the real count. Worked out for each answer, never left to the grid, so one view's end does not stay
 * for the next.
 */
export function gridRowCount(view: {
  count: number;
  estimated: boolean;
  standIn: boolean;
  page: number;
  pageSize: number;
  rowsShown: number;
  knownEnd?: number;
}): number {
  const { count, estimated, standIn, page, pageSize, rowsShown, knownEnd } = view;
  if (!estimated) return standIn ? Math.max(count, (page + 1) * pageSize) : count;
  if (knownEnd !== undefined) return knownEnd;
  return standIn || rowsShown === pageSize ? -1 : page * pageSize + rowsShown;
}

/**
 * Where to turn when the page on screen lies past its view's end, or null while it is not known to (no answer yet,
 * the previous view's rows standing in, rows on it, the first page). An estimated view steps back one page from the
 * empty one (its last page was full; the end is learnt from then on); a counted view turns to its last page (an old
 * or shared link to a list that has since shrunk, a page typed into the URL). A counted view with nothing in it
 * stays where it is and says so.
 */
export function pageBeyondTheEnd(view: { count: number; estimated: boolean; standIn: boolean; page: number; pageSize: number; rowsShown: number }): number | null {
  const { count, estimated, standIn, page, pageSize, rowsShown } = view;
  if (standIn || rowsShown > 0 || page === 0) return null;
  if (estimated) return page - 1;
  return count > 0 ? Math.ceil(count / pageSize) - 1 : null;
}
