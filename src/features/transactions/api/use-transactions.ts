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
    // A refresh in the background that brings nothing new re-renders nothing: with pending rows on screen one starts
    // every 3 s, and the grid, re-rendered as it started and again as it ended, blocked a phone's main thread each
    // time. A new view (its stand-in rows) and new rows still render, and say "Updating…" while they load.
    notifyOnChangeProps: ['data', 'error', 'isError', 'isPending', 'isPlaceholderData'],
  });
}
