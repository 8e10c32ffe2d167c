import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TransactionQueryDto } from '../../../api/generated/types.gen';
import { transactionsQueryOptions } from '../../../api/transactions-query';

/** The grid's page of QueryTransactions: the shared options (key from the body, the generated SDK call) as the grid reads them. */
export function transactionsViewOptions(institutionId: string, body: TransactionQueryDto) {
  return queryOptions({
    ...transactionsQueryOptions(institutionId, body),
    enabled: Boolean(institutionId),
    // The app's default, stated here because the handover depends on it: a view answered as the user chose it
    // (usePrefetchTransactions) is fresh when the grid takes it up, so it is not asked for twice. Pending transactions
    // refresh on their own (useTransactions' refetchInterval).
    staleTime: 30_000,
    // The previous page stays on screen while the next one loads: no flicker between pages, sorts and filters.
    placeholderData: keepPreviousData,
  });
}
