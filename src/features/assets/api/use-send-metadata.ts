import { useMutation, useQueryClient } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { sendTokenMetadataOnChain } from '../../../api/generated/sdk.gen';
import { useActiveProfile } from '../../../shared/environment';
import { requireTrueOutcome } from './boolean-outcome';
import { invalidateAssetQueries } from './invalidate-asset-queries';

/** SendTokenMetadataOnChain; `data: false` is a failure. */
export function useSendMetadata() {
  const queryClient = useQueryClient();
  const { institutionId } = useActiveProfile();
  return useMutation({
    mutationFn: async (assetId: string) => {
      const { data } = await sendTokenMetadataOnChain({ client: baseClient, path: { institutionId, tokenizedAssetId: assetId }, throwOnError: true });
      return requireTrueOutcome(data, 'SendTokenMetadataOnChain');
    },
    onSettled: () => invalidateAssetQueries(queryClient),
  });
}
