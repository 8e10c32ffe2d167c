import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListCustomersData } from '../../../api/generated/types.gen';

export type CustomerSortField = NonNullable<NonNullable<ListCustomersData['query']>['sortPath']>;
export type SortDirection = 'asc' | 'desc';
/** `any` searches names, e-mail and company (ListCustomers); the others one field (SearchCustomers). */
export type CustomerSearchField = 'any' | 'firstname' | 'lastname' | 'email';

export const CUSTOMER_SORT_FIELDS: readonly CustomerSortField[] = ['lastname', 'firstname', 'email', 'createdAt', 'kycStatus'];
export const SEARCH_FIELDS: readonly CustomerSearchField[] = ['any', 'firstname', 'lastname', 'email'];
export const PAGE_SIZES = [10, 25, 50, 100] as const;

export interface CustomerListState {
  page: number;
  pageSize: number;
  sort: { field: CustomerSortField; direction: SortDirection };
  search: string;
  searchField: CustomerSearchField;
}

export interface CustomerListStateApi extends CustomerListState {
  setPage(page: number): void;
  setPageSize(size: number): void;
  setSort(field: CustomerSortField): void;
  setSearch(search: string, field?: CustomerSearchField): void;
}

/** Reads the list state from URL parameters, falling back to defaults for anything missing or malformed. */
export function parseCustomerListState(params: URLSearchParams): CustomerListState {
  const page = Number(params.get('page') ?? '1');
  const size = Number(params.get('size'));
  const sort = params.get('sort') as CustomerSortField | null;
  const field = params.get('in') as CustomerSearchField | null;
  return {
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : 25,
    sort: {
      field: sort && CUSTOMER_SORT_FIELDS.includes(sort) ? sort : 'lastname',
      direction: params.get('dir') === 'desc' ? 'desc' : 'asc',
    },
    search: params.get('q') ?? '',
    searchField: field && SEARCH_FIELDS.includes(field) ? field : 'any',
  };
}

/**
 * The customer list's page, page size, sort and search, kept in the URL so a reload, a shared link or the back
 * button shows the same page. A narrow interface, so a shared list-state hook can take its place.
 */
export function useCustomerListState(): CustomerListStateApi {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseCustomerListState(params), [params]);
  const update = useCallback(
    (next: Record<string, string | null>) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value) copy.set(key, value);
            else copy.delete(key);
          }
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    ...state,
    setPage: (page) => update({ page: page > 0 ? String(page + 1) : null }),
    setPageSize: (size) => update({ size: size === 25 ? null : String(size), page: null }),
    setSort: (field) =>
      update({ sort: field, dir: field === state.sort.field && state.sort.direction === 'asc' ? 'desc' : field === 'createdAt' && field !== state.sort.field ? 'desc' : null, page: null }),
    setSearch: (search, field = state.searchField) => update({ q: search || null, in: field === 'any' ? null : field, page: null }),
  };
}
