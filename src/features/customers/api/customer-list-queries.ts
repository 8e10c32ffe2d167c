import { queryOptions } from '@tanstack/react-query';
import { externalClient } from '../../../api/clients';
import { operationQueryKey } from '../../../api/operation-query-key';
import { listCustomers, searchCustomers } from '../../../api/generated/sdk.gen';
import type { CustomerListQueryDto, CustomerSearchQueryDto } from '../../../api/generated/types.gen';

/*
 * ListCustomers and SearchCustomers are POSTs (the text typed to find a person stays out of request lines), so the
 * generator offers mutations only; reading a page is a query all the same. The keys take the generated queries' shape
 * (`operationQueryKey`), and the answer is the envelope, as a generated query's is (a view selects with `unwrap`).
 */

/** A page of ListCustomers for `body` (search, filter, sort, page). */
export function listCustomersQueryOptions(body: CustomerListQueryDto) {
  return queryOptions({
    queryKey: operationQueryKey('listCustomers', externalClient, { body }),
    queryFn: async ({ signal }) => (await listCustomers({ client: externalClient, body, signal, throwOnError: true })).data,
  });
}

/** A page of SearchCustomers for `body` (criteria, page). */
export function searchCustomersQueryOptions(body: CustomerSearchQueryDto) {
  return queryOptions({
    queryKey: operationQueryKey('searchCustomers', externalClient, { body }),
    queryFn: async ({ signal }) => (await searchCustomers({ client: externalClient, body, signal, throwOnError: true })).data,
  });
}
