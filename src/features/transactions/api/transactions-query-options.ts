import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { queryTransactions } from '../../../api/generated/sdk.gen';
import type { TransactionQueryDto } from '../../../api/generated/types.gen';

/**
 * QueryTransactions is a POST, so the generator offers only a mutation; reading a page is a query all the same.
 * The options are written once here, over the generated SDK function and types, with the key derived from the body
 * (the same shape as the generated query keys, so the cache is cleared with them when the profile changes).
 */
export function transactionsQueryKey(institutionId: string, body: TransactionQueryDto) {
  return [{ _id: 'queryTransactions', baseUrl: baseClient.getConfig().baseUrl, path: { institutionId }, body }] as const;
}

export function transactionsQueryOptions(institutionId: string, body: TransactionQueryDto) {
  return queryOptions({
    queryKey: transactionsQueryKey(institutionId, body),
    queryFn: async ({ signal }) => {
      const { data } = await queryTransactions({ client: baseClient, path: { institutionId }, body, signal, throwOnError: true });
      return data.data;
    },
    enabled: Boolean(institutionId),
    // The app's default, stated here because the handover depends on it: a view answered as the user chose it
    // (usePrefetchTransactions) is fresh when the grid takes it up, so it is not asked for twice. Pending transactions
    // refresh on their own (useTransactions' refetchInterval).
    staleTime: 30_000,
    // The previous page stays on screen while the next one loads: no flicker between pages, sorts and filters.
    placeholderData: keepPreviousData,
  });
}
