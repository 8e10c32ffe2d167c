import { useMutation, useQueryClient } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { generateRegistryExtractV2Mutation } from '../../../api/generated/@tanstack/react-query.gen';
import { useActiveProfile } from '../../../shared/environment';
import { extractStatusQueryKey } from './use-registry-extract-status';
import { extractsQueryKey } from './use-registry-extracts';

/** GenerateRegistryExtractV2; afterwards the status (which then polls) and the history refresh. */
export function useGenerateRegistryExtract(projectId: string) {
  const queryClient = useQueryClient();
  const { institutionId } = useActiveProfile();
  return useMutation({
    ...generateRegistryExtractV2Mutation({ client: baseClient }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: extractStatusQueryKey(institutionId, projectId) }),
        queryClient.invalidateQueries({ queryKey: extractsQueryKey(institutionId, projectId) }),
      ]),
  });
}
