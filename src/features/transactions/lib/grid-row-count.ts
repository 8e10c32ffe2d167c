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
  // A page that is not full ends the view right there, whatever was learnt before.
  if (!standIn && rowsShown > 0 && rowsShown < pageSize) return page * pageSize + rowsShown;
  if (knownEnd !== undefined) return knownEnd;
  // Full, or empty (a page past the end, which findEstimatedEnd turns away from): not known. A count here would make
  // the grid clamp its page to the count's last one itself, a page at a time.
  return -1;
}

/**
 * Where to turn when the page on screen lies past the end of a counted view, or null while it is not known to (no
 * answer yet, the previous view's rows standing in, rows on it, the first page): its last page (an old or shared link
 * to a list that has since shrunk, a page typed into the URL). A view with nothing in it stays where it is and says
 * so. A view whose count is an estimate looks for its end with `findEstimatedEnd`.
 */
export function pageBeyondTheEnd(view: { count: number; standIn: boolean; page: number; pageSize: number; rowsShown: number }): number | null {
  const { count, standIn, page, pageSize, rowsShown } = view;
  if (standIn || rowsShown > 0 || page === 0) return null;
  return count > 0 ? Math.ceil(count / pageSize) - 1 : null;
}

/**
 * What a view with an estimated count has learnt of where it ends: the last page known full, the first known empty,
 * and the page the search turned to last (a full page the user moved to is not a step of the search).
 */
export interface EndBounds {
  full?: number;
  empty?: number;
  target?: number;
}

export function sameBounds(a: EndBounds, b: EndBounds): boolean {
  return a.full === b.full && a.empty === b.empty && a.target === b.target;
}

/**
 * The search for the end of a view whose count is an estimate, as each page's answer comes. An empty page (a link
 * past the end, Next onto nothing) turns to the estimate's last page if that lies before it, else halfway back; from
 * then on each answer halves the gap between the last page known full and the first known empty, until the last
 * page is found: a short page, or a full one just before an empty one (then `knownEnd`). A link a hundred pages past
 * the end takes a handful of requests, not a hundred, and no count is made up on the way.
 */
export function findEstimatedEnd(
  view: { count: number; standIn: boolean; page: number; pageSize: number; rowsShown: number },
  bounds: EndBounds,
): { bounds: EndBounds; turnTo: number | null; knownEnd?: number } {
  const { count, standIn, page, pageSize, rowsShown } = view;
  const exactEnd = (b: EndBounds) => (b.full !== undefined && b.empty === b.full + 1 ? b.empty * pageSize : undefined);
  const known = exactEnd(bounds);
  // A short page ends the view there (the grid counts it from its rows); nothing is known yet while rows stand in.
  if (standIn || (rowsShown > 0 && rowsShown < pageSize)) return { bounds, turnTo: null, knownEnd: standIn ? known : undefined };
  if (rowsShown === pageSize) {
    // Rows where an empty page was: the view has grown since; what was learnt no longer holds.
    if (bounds.empty !== undefined && bounds.empty <= page) return { bounds: {}, turnTo: null };
    if (known !== undefined || bounds.empty === undefined) return { bounds, turnTo: null, knownEnd: known };
    // This page's answer already taken (the render after it is recorded): on to the page it chose.
    if (bounds.full === page && bounds.target !== undefined && bounds.target !== page) return { bounds, turnTo: bounds.target };
    if (bounds.target !== page) return { bounds, turnTo: null };
    const next = { ...bounds, full: page };
    const end = exactEnd(next);
    const turnTo = end !== undefined ? null : Math.floor((page + bounds.empty) / 2);
    return { bounds: { ...next, target: turnTo ?? undefined }, turnTo, knownEnd: end };
  }
  if (page === 0) return { bounds, turnTo: null };
  const empty = Math.min(bounds.empty ?? page, page);
  const full = bounds.full !== undefined && bounds.full < empty ? bounds.full : undefined;
  const next: EndBounds = { full, empty };
  const end = exactEnd(next);
  const estimatePage = Math.max(0, Math.ceil(count / pageSize) - 1);
  const turnTo = end !== undefined ? (full as number) : full !== undefined ? Math.floor((full + empty) / 2) : estimatePage < page ? estimatePage : Math.floor(page / 2);
  return { bounds: { ...next, target: turnTo }, turnTo, knownEnd: end };
}
