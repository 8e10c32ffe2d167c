import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { baseClient } from '../../../api/clients';
import { finalizeTokenizedAsset } from '../../../api/generated/sdk.gen';
import type { FinalizeTokenizedAssetData, TokenizedAssetDto } from '../../../api/generated/types.gen';
import { isApiFailure } from '../../../api/api-failure';
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

/** A refusal naming the passphrase (or the credentials holding it): the asset was not finalized by this call. */
const refusesPassphrase = (failure: unknown) =>
  isApiFailure(failure) && failure.kind === 'validation' && failure.errors.some((e) => e.field !== null && /passphrase|credentials/i.test(e.field));

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
        // tells, asked once (no retries: the dialog waits for it). Finalized, the user's intent is done; else the
        // failure stands. A refused passphrase needs no look-up.
        if (refusesPassphrase(failure)) throw failure;
        const asset = await queryClient
          .fetchQuery({ ...assetDetailsOptions(institutionId, assetId), staleTime: 0, retry: false })
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
