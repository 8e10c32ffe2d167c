import { describe, expect, it } from 'vitest';
import { gridRowCount, pageBeyondTheEnd } from './grid-row-count';

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
  });
});

describe('a page past the end of its view', () => {
  it('of a counted view turns to the last page: 3,000 rows of 25 end on page 120 (the 120th, index 119)', () => {
    expect(pageBeyondTheEnd({ ...view, page: 400, rowsShown: 0 })).toBe(119);
    expect(pageBeyondTheEnd({ ...view, count: 3001, page: 400, rowsShown: 0 })).toBe(120);
  });

  it('of an estimated view steps back one page from the empty one', () => {
    expect(pageBeyondTheEnd({ ...view, count: 900_000, estimated: true, page: 40, rowsShown: 0 })).toBe(39);
  });

  it('is not known while rows show, the previous view stands in, on the first page, or in an empty counted view', () => {
    expect(pageBeyondTheEnd({ ...view, page: 400 })).toBeNull();
    expect(pageBeyondTheEnd({ ...view, page: 400, rowsShown: 0, standIn: true })).toBeNull();
    expect(pageBeyondTheEnd({ ...view, rowsShown: 0 })).toBeNull();
    expect(pageBeyondTheEnd({ ...view, count: 0, page: 3, rowsShown: 0 })).toBeNull();
  });
});
