import { useMutation, useQueryClient } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { initializeTokenizedAssetCreationMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { invalidateAssetQueries } from './invalidate-asset-queries';

/** InitializeTokenizedAssetCreation (step one); the lists refresh afterwards. */
export function useInitializeAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    ...initializeTokenizedAssetCreationMutation({ client: baseClient }),
    onSuccess: () => invalidateAssetQueries(queryClient),
  });
}
