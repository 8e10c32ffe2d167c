import { useQuery } from '@tanstack/react-query';
import type { TransactionQueryDto, TxStatus } from '../../../api/generated/types.gen';
import { useActiveProfile } from '../../../shared/environment';
import { transactionsQueryOptions } from './transactions-query-options';

/** How often a page with New or Retrying transactions is read again while auto-refresh is on. */
export const AUTO_REFRESH_MS = 3000;
const PENDING: readonly TxStatus[] = ['New', 'Retrying'];

/** A page of QueryTransactions; refreshes itself while auto-refresh is on and a visible transaction is pending. */
export function useTransactions(body: TransactionQueryDto, { autoRefresh }: { autoRefresh: boolean }) {
  const { institutionId } = useActiveProfile();
  return useQuery({
    ...transactionsQueryOptions(institutionId, body),
    refetchInterval: (query) => (autoRefresh && query.state.data?.result.some((tx) => PENDING.includes(tx.txStatus)) ? AUTO_REFRESH_MS : false),
  });
}
