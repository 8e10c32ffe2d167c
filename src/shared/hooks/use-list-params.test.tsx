import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams, type ListState } from './use-list-params';

const SORTS = ['createdAt', 'amount'] as const;
const FILTERS = ['status', 'chain'] as const;
const STATUS_VALUES = { status: ['New', 'Failed', 'Retrying', 'Successful', 'Canceled'] };

function setup(url = '/list', searchIn: 'url' | 'memory' = 'url', onNavigate?: (next: ListState<(typeof SORTS)[number], (typeof FILTERS)[number]>) => void) {
  const useProbe = () => ({
    list: useListParams({ sortFields: SORTS, defaultSort: 'createdAt', defaultOrder: 'desc', pageSizes: [25, 50, 100], filterKeys: FILTERS, filterValues: STATUS_VALUES, searchIn, onNavigate }),
    location: useLocation(),
  });
  const result: { current: ReturnType<typeof useProbe> } = { current: undefined as unknown as ReturnType<typeof useProbe> };
  function Probe() {
    result.current = useProbe();
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { result, router };
}

describe('useListParams', () => {
  it('reads defaults from an empty URL and valid values from a shared one', () => {
    expect(setup().result.current.list).toMatchObject({ page: 0, pageSize: 25, sort: 'createdAt', order: 'desc', search: '', filters: {} });
    const shared = setup('/list?page=3&size=100&sort=amount&order=asc&q=abc&status=Failed');
    expect(shared.result.current.list).toMatchObject({ page: 2, pageSize: 100, sort: 'amount', order: 'asc', search: 'abc', filters: { status: 'Failed' }, activeFilterCount: 2 });
  });

  it('ignores values the list does not allow instead of sending them on', () => {
    const { result } = setup('/list?page=-2&size=33&sort=secret&order=sideways');
    expect(result.current.list).toMatchObject({ page: 0, pageSize: 25, sort: 'createdAt', order: 'desc' });
    // A filter chosen from a list with a value it does not offer is no filter (no "Clear filters" for nothing shown);
    // a free filter takes what it is given.
    const bogus = setup('/list?status=Bogus&chain=anything').result.current.list;
    expect(bogus.filters).toEqual({ chain: 'anything' });
    expect(bogus.activeFilterCount).toBe(1);
  });

  it('writes changes to the URL, resets the page on a new filter and restores the view with Back', async () => {
    const { result, router } = setup();
    act(() => result.current.list.setPage(4));
    expect(result.current.location.search).toBe('?page=5');
    act(() => result.current.list.setFilters({ status: 'Retrying' }));
    expect(result.current.location.search).toBe('?status=Retrying');
    act(() => result.current.list.setSort('amount'));
    expect(result.current.list).toMatchObject({ sort: 'amount', order: 'desc' });
    act(() => result.current.list.setSort('amount'));
    expect(result.current.list.order).toBe('asc');
    await act(() => router.navigate(-1));
    expect(result.current.list).toMatchObject({ sort: 'amount', order: 'desc', filters: { status: 'Retrying' } });
    await act(() => router.navigate(-2));
    expect(result.current.list.page).toBe(4);
  });

  it('replaces the history entry while typing a search and clears every filter at once', async () => {
    const { result, router } = setup('/list?chain=Algorand');
    act(() => result.current.list.setSearch('a'));
    act(() => result.current.list.setSearch('ab'));
    expect(result.current.list.search).toBe('ab');
    act(() => result.current.list.clearFilters());
    expect(result.current.location.search).toBe('');
    await act(() => router.navigate(-1));
    expect(result.current.list).toMatchObject({ search: 'ab', filters: { chain: 'Algorand' } });
  });

  it('keeps the view a search started from: Back after typing returns to it, not to each keystroke', async () => {
    const { result, router } = setup('/list');
    act(() => result.current.list.setPage(1));
    expect(result.current.location.search).toBe('?page=2');
    act(() => result.current.list.setSearch('w'));
    act(() => result.current.list.setSearch('we'));
    act(() => result.current.list.setSearch('web'));
    expect(result.current.location.search).toBe('?q=web');
    await act(() => router.navigate(-1));
    expect(result.current.list).toMatchObject({ page: 1, search: '' });
    // A new search from there is an entry of its own again; Back from a filter chosen after it returns to the search.
    act(() => result.current.list.setSearch('x'));
    act(() => result.current.list.setFilters({ status: 'Failed' }));
    act(() => result.current.list.setSearch('xy'));
    await act(() => router.navigate(-1));
    expect(result.current.list).toMatchObject({ search: 'x', filters: { status: 'Failed' } });
    await act(() => router.navigate(-1));
    expect(result.current.list).toMatchObject({ search: 'x', filters: {} });
    await act(() => router.navigate(-1));
    expect(result.current.list).toMatchObject({ page: 1, search: '' });
  });

  it('keeps the entry\'s state when it changes the URL in place (a side panel\'s mark that it added the entry)', async () => {
    const { result, router } = setup('/list?page=3');
    await act(() => router.navigate('/list?page=3&tx=A', { state: { txPanel: true } }));
    act(() => result.current.list.setPage(1, { replace: true }));
    expect(result.current.location).toMatchObject({ search: '?page=2&tx=A', state: { txPanel: true } });
    act(() => result.current.list.setPage(0));
    expect(result.current.location.state).toBeNull();
  });

  it('keeps a personal search text out of the URL when asked, while paging and filters stay in it', () => {
    const { result } = setup('/list?page=3&q=ignored', 'memory');
    expect(result.current.list.search).toBe('');
    act(() => result.current.list.setSearch('weber@example.org'));
    expect(result.current.list).toMatchObject({ search: 'weber@example.org', page: 0 });
    act(() => result.current.list.setFilters({ status: 'Failed' }));
    expect(result.current.location.search).toBe('?status=Failed');
    expect(result.current.location.search).not.toContain('weber');
    expect(result.current.list.search).toBe('weber@example.org');
  });

  it('tells onNavigate the state a change leads to before the URL changes, and nothing for a change that changes nothing', () => {
    const told: { next: ListState<(typeof SORTS)[number], (typeof FILTERS)[number]>; url: string }[] = [];
    const { result } = setup('/list?page=3&sort=amount', 'url', (next) => told.push({ next, url: result.current.location.search }));
    act(() => result.current.list.setFilters({ status: 'Failed' }));
    expect(told).toEqual([
      { next: { page: 0, pageSize: 25, sort: 'amount', order: 'desc', search: '', filters: { status: 'Failed' }, activeFilterCount: 1 }, url: '?page=3&sort=amount' },
    ]);
    expect(result.current.location.search).toBe('?sort=amount&status=Failed');
    act(() => result.current.list.setFilters({ status: 'Failed' }));
    act(() => result.current.list.setPage(0));
    expect(told).toHaveLength(1);
    act(() => result.current.list.setPage(1));
    expect(told[1].next).toMatchObject({ page: 1, filters: { status: 'Failed' } });
  });

  it('tells onNavigate a search held in memory, which never reaches the URL', () => {
    const told: string[] = [];
    const { result } = setup('/list', 'memory', (next) => told.push(next.search));
    act(() => result.current.list.setSearch('Jürgen'));
    expect(told).toEqual(['Jürgen']);
    expect(result.current.location.search).toBe('');
    act(() => result.current.list.clearFilters());
    expect(told).toEqual(['Jürgen', '']);
  });

  it('builds a change made from an older render on the changes made since, instead of undoing them', () => {
    const { result } = setup('/list?sort=amount');
    const stale = result.current.list;
    act(() => {
      // A filter applied as focus leaves its field, then a search from a timer set before it, then the grid's sort
      // header of the same render: all from one render's list object, before any new render.
      stale.setFilters({ status: 'Failed' });
      stale.setSearch('abc');
      stale.setSort('amount');
    });
    expect(result.current.list).toMatchObject({ filters: { status: 'Failed' }, search: 'abc', sort: 'amount', order: 'asc', page: 0 });
    act(() => stale.setPage(2));
    expect(result.current.location.search).toBe('?sort=amount&status=Failed&q=abc&order=asc&page=3');
  });

  it('takes a Back or Forward as the new base, not the change it went back from', async () => {
    const { result, router } = setup();
    act(() => result.current.list.setFilters({ status: 'Failed' }));
    const afterFilter = result.current.list;
    await act(() => router.navigate(-1));
    expect(result.current.location.search).toBe('');
    act(() => afterFilter.setPage(1));
    expect(result.current.location.search).toBe('?page=2');
  });

  it('keeps a search held in memory when a filter is set from an older render, and loads that view', () => {
    const told: ListState<(typeof SORTS)[number], (typeof FILTERS)[number]>[] = [];
    const { result } = setup('/list', 'memory', (next) => told.push(next));
    const stale = result.current.list;
    act(() => {
      stale.setSearch('Łucja');
      stale.setFilters({ chain: 'Algorand' });
    });
    expect(result.current.list).toMatchObject({ search: 'Łucja', filters: { chain: 'Algorand' } });
    expect(told.at(-1)).toMatchObject({ search: 'Łucja', filters: { chain: 'Algorand' } });
    expect(result.current.location.search).toBe('?chain=Algorand');
  });
});
