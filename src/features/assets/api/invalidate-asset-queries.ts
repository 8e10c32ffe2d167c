import type { QueryClient } from '@tanstack/react-query';

// The generated query keys start with { _id: operationId }; these reads change when an asset is written. The asset
// page's transactions are a QueryTransactions read (src/api/transactions-query.ts), keyed as every other one: a write
// marks every cached view of the transactions stale (only the ones on screen are asked again), as it adds to them.
const ASSET_READS = new Set(['listTokenizedAssets', 'getTokenizedAssetDetails', 'getTokenizedAssetByUnitName', 'queryTransactions']);

/** Refresh every asset list, asset page and transaction list after a write. */
export function invalidateAssetQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0] as { _id?: unknown } | string | undefined;
      return typeof head === 'string' ? ASSET_READS.has(head) : typeof head?._id === 'string' && ASSET_READS.has(head._id);
    },
  });
}
