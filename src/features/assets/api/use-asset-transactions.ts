import { queryOptions, useQuery } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { queryTransactions } from '../../../api/generated/sdk.gen';
import { useActiveProfile } from '../../../shared/environment';

export const ASSET_TRANSACTIONS_SHOWN = 20;

/** QueryTransactions filtered on one asset: its newest transactions and how many there are (also to prefetch). */
export const assetTransactionsOptions = (institutionId: string, assetId: string) =>
  queryOptions({
    queryKey: [{ _id: 'assetTransactions', institutionId, assetId }],
    queryFn: async ({ signal }) => {
      const { data } = await queryTransactions({
        client: baseClient,
        path: { institutionId },
        body: { tokenizedAssetId: assetId, take: ASSET_TRANSACTIONS_SHOWN, skip: 0, sortPath: 'createdAt', sortDirection: 'desc' },
        signal,
        throwOnError: true,
      });
      return data.data;
    },
  });

export function useAssetTransactions(assetId: string) {
  const { institutionId } = useActiveProfile();
  return useQuery({ ...assetTransactionsOptions(institutionId, assetId), enabled: Boolean(institutionId && assetId) });
}
