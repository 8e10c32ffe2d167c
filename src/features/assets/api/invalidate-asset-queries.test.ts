import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { assetTransactionsOptions } from './asset-transactions-query';
import { invalidateAssetQueries } from './invalidate-asset-queries';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const assetId = '9b2f7d1e-1c3a-4b5d-8e6f-7a8b9c0d1e2f';

it("a write to an asset makes the asset page's transactions stale, under the key the page reads them with", async () => {
  const queryClient = new QueryClient();
  const { queryKey } = assetTransactionsOptions(institutionId, assetId);
  queryClient.setQueryData(queryKey, { count: 0, result: [] });
  queryClient.setQueryData(['unrelated'], 1);
  await invalidateAssetQueries(queryClient);
  expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(['unrelated'])?.isInvalidated).toBe(false);
});
