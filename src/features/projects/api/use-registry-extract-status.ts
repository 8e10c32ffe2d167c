import { useQuery } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { unwrap } from '../../../api/envelope';
import { getRegistryExtractStatusOptions, getRegistryExtractStatusQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { useActiveProfile } from '../../../shared/environment';
import { extractStatusRefetchInterval } from './registry-extract-polling';

export const extractStatusQueryKey = (institutionId: string, projectId: string) =>
  getRegistryExtractStatusQueryKey({ client: baseClient, path: { institutionId, projectId } });

/**
 * GetRegistryExtractStatus, polled every 2 s while the latest job is Queued/Running (not after a 4xx). React
 * Query stops the interval when the job ends and when the component unmounts (the page closes).
 */
export function useRegistryExtractStatus(projectId: string) {
  const { institutionId } = useActiveProfile();
  return useQuery({
    ...getRegistryExtractStatusOptions({ client: baseClient, path: { institutionId, projectId } }),
    select: unwrap,
    staleTime: 0,
    refetchInterval: (query) => extractStatusRefetchInterval(query.state.data?.data, query.state.error),
  });
}
