import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { TransactionQueryDto } from '../../../api/generated/types.gen';
import { useActiveProfile } from '../../../shared/environment';
import { isPendingTx, PENDING_REFRESH_MS } from '../../../shared/lib/pending-transactions';
import { transactionsViewOptions } from './transactions-query-options';

/**
 * A page of QueryTransactions; refreshes itself while auto-refresh is on and a visible transaction is pending. Not
 * asked for while not `enabled` (a filter on screen that the body had to leave out).
 */
export function useTransactions(body: TransactionQueryDto, { autoRefresh, enabled = true }: { autoRefresh: boolean; enabled?: boolean }) {
  const { institutionId } = useActiveProfile();
  const queryClient = useQueryClient();
  const options = transactionsViewOptions(institutionId, body);
  const { queryKey } = options;
  return useQuery({
    ...options,
    enabled,
    refetchInterval: (query) => (autoRefresh && query.state.data?.result.some(isPendingTx) ? PENDING_REFRESH_MS : false),
    // A refresh in the background that brings nothing new re-renders nothing: with pending rows on screen one starts
    // every 3 s, and the grid, re-rendered as it started and again as it ended, blocked a phone's main thread each
    // time. A new view (its stand-in rows), new rows and errors still render; while the view shows an error, so does
    // the start and end of its Retry (the page says "Updating…" then: `isUpdating`).
    notifyOnChangeProps: () => (queryClient.getQueryState(queryKey)?.status === 'error' ? [...QUIET, 'isFetching'] : QUIET),
  });
}

const QUIET: NonNullable<Exclude<UseQueryOptions['notifyOnChangeProps'], 'all' | (() => unknown)>> = ['data', 'error', 'isError', 'isPending', 'isPlaceholderData'];

/**
 * Whether the page should say "Updating…": a new view loading behind the previous rows, or a Retry of a view that
 * failed. Not a refresh in the background, which renders nothing until it brings something new.
 */
export function isUpdating(query: { isFetching: boolean; isPending: boolean; isPlaceholderData: boolean; isError: boolean }): boolean {
  return query.isFetching && !query.isPending && (query.isPlaceholderData || query.isError);
}
