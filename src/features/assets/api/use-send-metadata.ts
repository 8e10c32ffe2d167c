import { useMutation, useQueryClient } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { sendTokenMetadataOnChain } from '../../../api/generated/sdk.gen';
import { useActiveProfile } from '../../../shared/environment';
import { invalidateAssetQueries } from './invalidate-asset-queries';

/** SendTokenMetadataOnChain; a `data: false` answer already rejects in the client (src/api/declined-answer.ts). */
export function useSendMetadata() {
  const queryClient = useQueryClient();
  const { institutionId } = useActiveProfile();
  return useMutation({
    mutationFn: async (assetId: string) => {
      const { data } = await sendTokenMetadataOnChain({ client: baseClient, path: { institutionId, tokenizedAssetId: assetId }, throwOnError: true });
      return data.data;
    },
    onSettled: () => invalidateAssetQueries(queryClient),
  });
}
