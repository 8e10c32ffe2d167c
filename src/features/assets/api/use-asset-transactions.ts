import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useActiveProfile } from '../../../shared/environment';
import { isPendingTx, PENDING_REFRESH_MS } from '../../../shared/lib/pending-transactions';
import { assetTransactionsOptions } from './asset-transactions-query';
import { assetDetailsOptions } from './use-asset-details';

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
  // The pending ids as one string, so the effect below runs when they change, not on every new answer.
  const pendingKey = query.data?.result.filter(isPendingTx).map((tx) => tx.id).join(' ') ?? '';
  // What was pending for which asset: moving to another asset (or institution) is no settling of the first's.
  const pendingBefore = useRef({ of: '', ids: [] as string[] });
  useEffect(() => {
    const of = `${institutionId} ${assetId}`;
    const now = pendingKey ? pendingKey.split(' ') : [];
    const before = pendingBefore.current.of === of ? pendingBefore.current.ids : [];
    pendingBefore.current = { of, ids: now };
    if (before.some((id) => !now.includes(id))) void queryClient.invalidateQueries({ queryKey: assetDetailsOptions(institutionId, assetId).queryKey });
  }, [pendingKey, queryClient, institutionId, assetId]);
  return query;
}
