import { useMutation, useQueryClient } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { createMintTokenRequest } from '../../../api/generated/sdk.gen';
import type { CreateMintTokenRequestDto } from '../../../api/generated/types.gen';
import { useActiveProfile } from '../../../shared/environment';
import { invalidateAssetQueries } from './invalidate-asset-queries';

export interface MintVariables {
  body: CreateMintTokenRequestDto;
  /** One key per intent to mint (the dialog makes it when it opens), so a retried request never mints twice. */
  idempotencyKey: string;
}

/** CreateMintTokenRequest with its Idempotency-Key; a `data: false` answer already rejects in the client (src/api/declined-answer.ts). */
export function useMintTokenRequest() {
  const queryClient = useQueryClient();
  const { institutionId } = useActiveProfile();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: MintVariables) => {
      const { data } = await createMintTokenRequest({
        client: baseClient,
        path: { institutionId },
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
        throwOnError: true,
      });
      return data.data;
    },
    onSettled: () => invalidateAssetQueries(queryClient),
  });
}
