import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TransactionQueryDto } from '../../../api/generated/types.gen';
import { useActiveProfile } from '../../../shared/environment';
import { transactionsViewOptions } from './transactions-query-options';

/**
 * Starts loading a view of the grid as the user asks for it: the request is on its way while the page renders the
 * new filters, instead of leaving once that render is done. The grid's query then finds it in flight (or answered,
 * fresh), so it is asked for once. A view already in the cache and fresh is not asked for again.
 */
export function usePrefetchTransactions(): (body: TransactionQueryDto) => void {
  const queryClient = useQueryClient();
  const { institutionId } = useActiveProfile();
  return useCallback(
    (body) => {
      // As the query itself (enabled only with an institution): nothing to ask for before the profile is known.
      if (institutionId) void queryClient.prefetchQuery(transactionsViewOptions(institutionId, body));
    },
    [queryClient, institutionId],
  );
}
