import type { TransactionQueryDto } from '../../../api/generated/types.gen';
import { transactionsQueryOptions } from '../../../api/transactions-query';

// Apart from the hook that reads them (./use-asset-transactions): the route's prefetch, in the code every page loads,
// needs only these.

export const ASSET_TRANSACTIONS_SHOWN = 20;

/** The asset page's question: the asset's newest transactions and how many there are. */
export function assetTransactionsBody(assetId: string): TransactionQueryDto {
  return { tokenizedAssetId: assetId, take: ASSET_TRANSACTIONS_SHOWN, skip: 0, sortPath: 'createdAt', sortDirection: 'desc' };
}

/** QueryTransactions filtered on one asset (also to prefetch: the route asks with the key the page reads). */
export const assetTransactionsOptions = (institutionId: string, assetId: string) => transactionsQueryOptions(institutionId, assetTransactionsBody(assetId));
