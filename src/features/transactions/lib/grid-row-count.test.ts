import { describe, expect, it } from 'vitest';
import { findEstimatedEnd, gridRowCount, pageBeyondTheEnd, type EndBounds } from './grid-row-count';

const view = { count: 3000, estimated: false, standIn: false, page: 0, pageSize: 25, rowsShown: 25 };

describe('the row count the grid is told', () => {
  it('is an exact count as it came, and keeps the page the URL asks for while the previous rows stand in', () => {
    expect(gridRowCount(view)).toBe(3000);
    expect(gridRowCount({ ...view, count: 30, standIn: true, page: 7 })).toBe(200);
  });

  it('leaves an estimate open while pages come back full, and closes it at a short page or a learnt end', () => {
    const estimated = { ...view, count: 900_000, estimated: true, page: 3 };
    expect(gridRowCount(estimated)).toBe(-1);
    expect(gridRowCount({ ...estimated, rowsShown: 10 })).toBe(85);
    expect(gridRowCount({ ...estimated, knownEnd: 75 })).toBe(75);
    // A short page is the end, whatever an earlier empty page suggested.
    expect(gridRowCount({ ...estimated, rowsShown: 20, knownEnd: 100 })).toBe(95);
  });
});

describe('a page past the end of its view', () => {
  it('of a counted view turns to the last page: 3,000 rows of 25 end on page 120 (the 120th, index 119)', () => {
    expect(pageBeyondTheEnd({ ...view, page: 400, rowsShown: 0 })).toBe(119);
    expect(pageBeyondTheEnd({ ...view, count: 3001, page: 400, rowsShown: 0 })).toBe(120);
  });


  it('is not known while rows show, the previous view stands in, on the first page, or in an empty counted view', () => {
    expect(pageBeyondTheEnd({ ...view, page: 400 })).toBeNull();
    expect(pageBeyondTheEnd({ ...view, page: 400, rowsShown: 0, standIn: true })).toBeNull();
    expect(pageBeyondTheEnd({ ...view, rowsShown: 0 })).toBeNull();
    expect(pageBeyondTheEnd({ ...view, count: 0, page: 3, rowsShown: 0 })).toBeNull();
  });
});

describe('the end of a view whose count is an estimate', () => {
  /** Follows the search as the grid would: each turn's page answered from `rows` real rows, until it stops. */
  function search(rows: number, estimate: number, from: number, pageSize = 25) {
    let bounds: EndBounds = {};
    let page = from;
    const visited = [page];
    for (let step = 0; step < 100; step++) {
      const rowsShown = Math.max(0, Math.min(pageSize, rows - page * pageSize));
      const found = findEstimatedEnd({ count: estimate, standIn: false, page, pageSize, rowsShown }, bounds);
      bounds = found.bounds;
      if (found.turnTo === null) return { page, visited, count: gridRowCount({ count: estimate, estimated: true, standIn: false, page, pageSize, rowsShown, knownEnd: found.knownEnd }) };
      page = found.turnTo;
      visited.push(page);
    }
    throw new Error('no end');
  }

  it('finds the last page of a link far past the end in a handful of requests, with the true count (QA: 20,045 rows, about 20,024)', () => {
    const far = search(20_045, 20_024, 899);
    expect(far.page).toBe(801);
    expect(far.count).toBe(20_045);
    expect(far.visited.length).toBeLessThanOrEqual(10);
    // An estimate above the real number: halves back instead of a page at a time.
    const high = search(20_045, 30_000, 1_000);
    expect(high).toMatchObject({ page: 801, count: 20_045 });
    expect(high.visited.length).toBeLessThanOrEqual(14);
  });

  it('after Next onto an empty page behind a full last page, goes back to it and knows the end', () => {
    expect(search(50, 30, 2)).toMatchObject({ page: 1, count: 50, visited: [2, 1] });
  });

  it('starts no search on a page with rows that the user moved to, and forgets an end that rows have since passed', () => {
    expect(findEstimatedEnd({ count: 900, standIn: false, page: 3, pageSize: 25, rowsShown: 25 }, { empty: 10, target: 5 })).toMatchObject({ turnTo: null });
    expect(findEstimatedEnd({ count: 900, standIn: false, page: 12, pageSize: 25, rowsShown: 25 }, { full: 8, empty: 9 })).toEqual({ bounds: {}, turnTo: null });
  });
});
