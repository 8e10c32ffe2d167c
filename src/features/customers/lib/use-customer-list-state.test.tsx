import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { profileStore } from '../../../shared/environment';
import { useCustomerListState } from './use-customer-list-state';

function setup(url: string) {
  const useProbe = () => ({ state: useCustomerListState(), location: useLocation() });
  const result = { current: undefined as unknown as ReturnType<typeof useProbe> };
  function Probe() {
    result.current = useProbe();
    return null;
  }
  render(<RouterProvider router={createMemoryRouter([{ path: '/customers', element: <Probe /> }], { initialEntries: [url] })} />);
  return result;
}

describe('customer list state', () => {
  it('reads page, size, sort and search field from a shared link', () => {
    const result = setup('/customers?page=3&size=50&sort=createdAt&order=desc&in=lastname');
    expect(result.current.state).toMatchObject({ page: 2, pageSize: 50, sort: { field: 'createdAt', direction: 'desc' }, search: '', searchField: 'lastname' });
  });

  it('falls back to defaults for missing or malformed values', () => {
    const result = setup('/customers?page=-1&size=7&sort=password&order=up&in=phone');
    expect(result.current.state).toMatchObject({ page: 0, pageSize: 25, sort: { field: 'lastname', direction: 'asc' }, search: '', searchField: 'any' });
  });

  it('never puts the searched name or e-mail into the URL', () => {
    const result = setup('/customers?page=2&q=old%40example.org');
    act(() => result.current.state.setSearch('jürgen.weiß@example.org', 'email'));
    expect(result.current.state).toMatchObject({ search: 'jürgen.weiß@example.org', searchField: 'email', page: 0 });
    expect(decodeURIComponent(result.current.location.search)).not.toMatch(/example\.org|weiß/);
    expect(result.current.location.search).toBe('?in=email');
  });

  it('sorts dates newest first and flips the direction on a second click', () => {
    const result = setup('/customers');
    act(() => result.current.state.setSort('createdAt'));
    expect(result.current.state.sort).toEqual({ field: 'createdAt', direction: 'desc' });
    act(() => result.current.state.setSort('createdAt'));
    expect(result.current.state.sort).toEqual({ field: 'createdAt', direction: 'asc' });
  });
});

describe('the search, kept out of the URL', () => {
  function setupWithCustomerPage() {
    const result = { current: undefined as unknown as ReturnType<typeof useCustomerListState> };
    function Probe() {
      result.current = useCustomerListState();
      return null;
    }
    const router = createMemoryRouter(
      [
        { path: '/customers', element: <Probe /> },
        { path: '/customers/:id', element: <p>A customer</p> },
      ],
      { initialEntries: ['/customers'] },
    );
    render(<RouterProvider router={router} />);
    return { result, router };
  }

  it('comes back with its page after a customer was opened and Back pressed, never in the URL', async () => {
    const { result, router } = setupWithCustomerPage();
    act(() => result.current.setSearch('er'));
    act(() => result.current.setPage(1));
    await act(() => router.navigate('/customers/3f2504e0-4f89-41d3-9a0c-0305e82c3301'));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?page=2');
    expect(result.current).toMatchObject({ search: 'er', page: 1 });
  });

  it('is not brought to another institution’s list', async () => {
    const { result } = setupWithCustomerPage();
    act(() => result.current.setSearch('weiß'));
    profileStore.upsert({ id: 'other', name: 'Other', kind: 'Sandbox', baseUrl: 'https://other.example', apiUrl: 'https://other.example', institutionId: '9b2f7d1e-1c3a-4b5d-8e6f-7a8b9c0d1e2f', apiKey: 'k' });
    profileStore.activate('other');
    const other = setupWithCustomerPage();
    expect(other.result.current.search).toBe('');
  });
});
