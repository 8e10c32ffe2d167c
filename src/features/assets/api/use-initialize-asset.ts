import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiFailure } from '../../../api/api-failure';
import { baseClient } from '../../../api/clients';
import { initializeTokenizedAssetCreation } from '../../../api/generated/sdk.gen';
import type { InitializeTokenizedAssetDto } from '../../../api/generated/types.gen';
import { useActiveProfile } from '../../../shared/environment';
import { initializedAssetId } from '../lib/initialized-asset-id';
import { assetIdByUnitName } from './asset-id-by-unit-name';
import { earlierInitializedAssetId } from './earlier-initialize';
import { invalidateAssetQueries } from './invalidate-asset-queries';

/** What Initialize created: its id, or null when neither the answer nor a look-up by unit name says it. */
export interface InitializedAsset {
  id: string | null;
  /** Created by an earlier attempt of this same Initialize whose answer never arrived (this one was refused for it). */
  byEarlierAttempt?: boolean;
}

/** A 2xx whose body could not be read as JSON: the asset was created, only the answer says nothing. */
const isUnreadableSuccess = (error: unknown) =>
  isApiFailure(error) && error.kind === 'server' && error.status !== null && error.status >= 200 && error.status < 300;

/**
 * InitializeTokenizedAssetCreation (step one); the lists refresh afterwards. The real service's answer is not shown
 * (interface §4.3), so the id is taken from `data.id` (ours) or `data` as a uuid, else looked up by the unit name just
 * sent. Any 2xx is a success: the asset exists, whatever the body says.
 */
export function useInitializeAsset() {
  const queryClient = useQueryClient();
  const { institutionId } = useActiveProfile();
  return useMutation({
    mutationFn: async (body: InitializeTokenizedAssetDto): Promise<InitializedAsset> => {
      let answer: unknown = null;
      try {
        ({ data: answer } = await initializeTokenizedAssetCreation({ client: baseClient, path: { institutionId }, body, throwOnError: true }));
      } catch (error) {
        if (!isUnreadableSuccess(error)) {
          // Retried after a lost answer or a reload mid-request: the first attempt created the asset, and this one is
          // refused for its unit name. That asset, exactly as asked and still to be finalized, is the user's own.
          const earlier = await earlierInitializedAssetId(institutionId, body, error);
          if (earlier) return { id: earlier, byEarlierAttempt: true };
          throw error;
        }
      }
      const id = initializedAssetId(answer) ?? (body.unitName ? await assetIdByUnitName(institutionId, body.unitName) : null);
      return { id };
    },
    onSuccess: () => invalidateAssetQueries(queryClient),
  });
}
