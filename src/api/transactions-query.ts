import { queryOptions } from '@tanstack/react-query';
import { baseClient } from './clients';
import { operationQueryKey } from './operation-query-key';
import { queryTransactions } from './generated/sdk.gen';
import type { TransactionQueryDto } from './generated/types.gen';

/**
 * QueryTransactions is a POST, so the generator offers only a mutation; reading a page is a query all the same.
 * Every view of the transactions (the grid, an asset's newest ones) is read through these options, written once over
 * the generated SDK function and types. The key is derived from the body (`operationQueryKey`): the same question is one
 * cache entry wherever it is asked (a route's prefetch and the page that reads it).
 */
export function transactionsQueryKey(institutionId: string, body: TransactionQueryDto) {
  return operationQueryKey('queryTransactions', baseClient, { path: { institutionId }, body });
}

/** A page of QueryTransactions for `body`; what a view adds (enabled, placeholder, refresh) it spreads over these. */
export function transactionsQueryOptions(institutionId: string, body: TransactionQueryDto) {
  return queryOptions({
    queryKey: transactionsQueryKey(institutionId, body),
    queryFn: async ({ signal }) => {
      const { data } = await queryTransactions({ client: baseClient, path: { institutionId }, body, signal, throwOnError: true });
      return data.data;
    },
  });
}
