import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/envelope';
import { useActiveProfile } from '../../../shared/environment';
import type { CustomerListState } from '../lib/use-customer-list-state';
import { listCustomersQueryOptions, searchCustomersQueryOptions } from './customer-list-queries';

/**
 * One page of customers. Any text goes to ListCustomers (names, e-mail, company; sortable); a search in one
 * field (first name, last name or e-mail) goes to SearchCustomers, which sorts by name.
 */
export function useCustomers(state: CustomerListState) {
  const { institutionId, apiUrl } = useActiveProfile();
  const skip = state.page * state.pageSize;
  const text = state.search.trim();
  const enabled = Boolean(institutionId && apiUrl);
  const list = useQuery({
    ...listCustomersQueryOptions({ skip, take: state.pageSize, search: text || undefined, sortPath: state.sort.field, sortDirection: state.sort.direction }),
    enabled: enabled && state.searchField === 'any',
    placeholderData: keepPreviousData,
    select: unwrap,
  });
  const search = useQuery({
    ...searchCustomersQueryOptions({ skip, take: state.pageSize, ...(state.searchField === 'any' ? {} : { [state.searchField]: text }) }),
    enabled: enabled && state.searchField !== 'any',
    placeholderData: keepPreviousData,
    select: unwrap,
  });
  return state.searchField === 'any' ? list : search;
}
