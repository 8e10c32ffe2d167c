import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { TransactionQueryDto } from '../../../api/generated/types.gen';
import { transactionsQueryOptions } from '../../../api/transactions-query';
import { useActiveProfile } from '../../../shared/environment';
import { isPendingTx, PENDING_REFRESH_MS } from '../../../shared/lib/pending-transactions';
import { assetDetailsOptions } from './use-asset-details';

export const ASSET_TRANSACTIONS_SHOWN = 20;

/** The asset page's question: the asset's newest transactions and how many there are. */
export function assetTransactionsBody(assetId: string): TransactionQueryDto {
  return { tokenizedAssetId: assetId, take: ASSET_TRANSACTIONS_SHOWN, skip: 0, sortPath: 'createdAt', sortDirection: 'desc' };
}

/** QueryTransactions filtered on one asset (also to prefetch: the route asks with the key the page reads). */
export const assetTransactionsOptions = (institutionId: string, assetId: string) => transactionsQueryOptions(institutionId, assetTransactionsBody(assetId));

/**
 * The asset's newest transactions, asked again while one of them is pending (a mint or metadata just requested), so
 * the page shows it settle; as one settles, the asset's figures (minted, circulating, pending mint requests), holders
 * and transfers are asked again too.
 */
export function useAssetTransactions(assetId: string) {
  const { institutionId } = useActiveProfile();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...assetTransactionsOptions(institutionId, assetId),
    enabled: Boolean(institutionId && assetId),
    refetchInterval: (current) => (current.state.data?.result.some(isPendingTx) ? PENDING_REFRESH_MS : false),
  });
  const pending = query.data?.result.filter(isPendingTx).map((tx) => tx.id) ?? [];
  const pendingKey = pending.join(' ');
  const pendingBefore = useRef<string[]>([]);
  useEffect(() => {
    const now = pendingKey ? pendingKey.split(' ') : [];
    const settled = pendingBefore.current.some((id) => !now.includes(id));
    pendingBefore.current = now;
    if (settled) void queryClient.invalidateQueries({ queryKey: assetDetailsOptions(institutionId, assetId).queryKey });
  }, [pendingKey, queryClient, institutionId, assetId]);
  return query;
}
