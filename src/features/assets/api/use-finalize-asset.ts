import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { baseClient } from '../../../api/clients';
import { finalizeTokenizedAsset } from '../../../api/generated/sdk.gen';
import type { FinalizeTokenizedAssetData, TokenizedAssetDto } from '../../../api/generated/types.gen';
import { unwrap } from '../../../api/envelope';
import { useActiveProfile } from '../../../shared/environment';
import { assetDetailsOptions } from './use-asset-details';
import { invalidateAssetQueries } from './invalidate-asset-queries';

/**
 * The finalize body for a passphrase: the interface's flat SimpleAccessCredentialsDto `{ passphrase }` (the wrapped
 * `{ credentials: { passphrase } }` of the earlier contract is only accepted for old clients, never sent).
 */
export function finalizeBody(passphrase: string): FinalizeTokenizedAssetData['body'] {
  return { passphrase };
}

/**
 * FinalizeTokenizedAsset (step two); a failure after which the asset is finalized (a retry of a call whose answer was
 * lost) is the asset finalized. Deliberately not a React Query mutation: a mutation keeps its variables in
 * the cache, and the passphrase must live only as long as the call.
 */
export function useFinalizeAsset() {
  const queryClient = useQueryClient();
  const { institutionId } = useActiveProfile();
  const [pending, setPending] = useState(false);
  const finalize = useCallback(
    async (assetId: string, passphrase: string): Promise<TokenizedAssetDto> => {
      setPending(true);
      try {
        const { data } = await finalizeTokenizedAsset({
          client: baseClient,
          path: { institutionId, 'tokenized-asset-id': assetId },
          body: finalizeBody(passphrase),
          throwOnError: true,
        });
        return data.data;
      } catch (failure) {
        // Finalized even so? An answer lost and Finalize asked again is refused as finalized already (409 here, a 400
        // from the real service), and a connection dropped after the service acted says nothing: the asset itself
        // tells. Finalized, the user's intent is done; else the failure stands.
        const asset = await queryClient
          .fetchQuery({ ...assetDetailsOptions(institutionId, assetId), staleTime: 0 })
          .then((answer) => unwrap(answer).asset)
          .catch(() => null);
        if (asset?.status === 'Finalized') return asset;
        throw failure;
      } finally {
        setPending(false);
        void invalidateAssetQueries(queryClient);
      }
    },
    [institutionId, queryClient],
  );
  return { finalize, pending };
}
