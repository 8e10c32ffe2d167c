import { useQuery } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { unwrap } from '../../../api/envelope';
import { listRegistryExtractsOptions, listRegistryExtractsQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { useActiveProfile } from '../../../shared/environment';

export const extractsQueryKey = (institutionId: string, projectId: string) =>
  listRegistryExtractsQueryKey({ client: baseClient, path: { institutionId, projectId } });

/** ListRegistryExtracts: every job of the project, newest first. */
export function useRegistryExtracts(projectId: string) {
  const { institutionId } = useActiveProfile();
  return useQuery({ ...listRegistryExtractsOptions({ client: baseClient, path: { institutionId, projectId } }), select: unwrap });
}
