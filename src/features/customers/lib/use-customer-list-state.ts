import type { CustomerListQueryDto } from '../../../api/generated/types.gen';
import { useActiveProfile } from '../../../shared/environment';
import { useListParams } from '../../../shared/hooks/use-list-params';

export type CustomerSortField = NonNullable<CustomerListQueryDto['sortPath']>;
export type SortDirection = 'asc' | 'desc';
/** `any` searches names, e-mail and company (ListCustomers); the others one field (SearchCustomers). */
export type CustomerSearchField = 'any' | 'firstname' | 'lastname' | 'email';

export const CUSTOMER_SORT_FIELDS: readonly CustomerSortField[] = ['lastname', 'firstname', 'email', 'createdAt', 'kycStatus'];
export const SEARCH_FIELDS: readonly CustomerSearchField[] = ['any', 'firstname', 'lastname', 'email'];
/** In the order the pager offers them. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;
/** The shared hook takes the first allowed size as the default. */
const PAGE_SIZES_DEFAULT_FIRST = [DEFAULT_PAGE_SIZE, ...PAGE_SIZES.filter((s) => s !== DEFAULT_PAGE_SIZE)];
const FILTER_KEYS = ['in'] as const;
const FILTER_VALUES = { in: SEARCH_FIELDS };
/** Dates read best newest first; names and states from A. */
const NEWEST_FIRST: readonly CustomerSortField[] = ['createdAt'];

export interface CustomerListState {
  page: number;
  pageSize: number;
  sort: { field: CustomerSortField; direction: SortDirection };
  search: string;
  searchField: CustomerSearchField;
}

export interface CustomerListStateApi extends CustomerListState {
  /** `replace`: a correction the user did not ask for (a page past the end), not a new history entry. */
  setPage(page: number, options?: { replace?: boolean }): void;
  setPageSize(size: number): void;
  setSort(field: CustomerSortField): void;
  setSearch(search: string, field?: CustomerSearchField): void;
}

const isSearchField = (value: string | undefined): value is CustomerSearchField => (SEARCH_FIELDS as readonly string[]).includes(value ?? '');

/**
 * The customer list's page, page size, sort and search field in the URL (the shared list-state hook), so a reload, a
 * shared link or Back shows the same page. The search text itself is a name or an e-mail address, personal data, so
 * it stays in memory and never reaches the URL or the browser history (remembered in memory while the tab runs, so
 * Back from a customer brings the search back with its page).
 */
export function useCustomerListState(): CustomerListStateApi {
  const profile = useActiveProfile();
  const list = useListParams<CustomerSortField, (typeof FILTER_KEYS)[number]>({
    sortFields: CUSTOMER_SORT_FIELDS,
    defaultSort: 'lastname',
    defaultOrder: 'asc',
    pageSizes: PAGE_SIZES_DEFAULT_FIRST,
    filterKeys: FILTER_KEYS,
    filterValues: FILTER_VALUES,
    searchIn: 'memory',
    // Back from a customer shows the search and its page again; another institution's list starts without it.
    rememberSearchAs: `customers.${profile.id}.${profile.institutionId}`,
  });
  const searchField = isSearchField(list.filters.in) ? list.filters.in : 'any';
  return {
    page: list.page,
    pageSize: list.pageSize,
    sort: { field: list.sort, direction: list.order },
    search: list.search,
    searchField,
    setPage: list.setPage,
    setPageSize: list.setPageSize,
    setSort: (field) => list.setSort(field, field !== list.sort && NEWEST_FIRST.includes(field) ? 'desc' : undefined),
    setSearch: (search, field = searchField) => {
      list.setSearch(search);
      if (field !== searchField) list.setFilters({ in: field === 'any' ? null : field });
    },
  };
}
