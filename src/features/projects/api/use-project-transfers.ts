import { useQuery } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { unwrap } from '../../../api/envelope';
import { getProjectTransfersOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { useActiveProfile } from '../../../shared/environment';

/** GetProjectTransfers. */
export function useProjectTransfers(projectId: string) {
  const { institutionId } = useActiveProfile();
  return useQuery({ ...getProjectTransfersOptions({ client: baseClient, path: { institutionId, projectId } }), select: unwrap });
}
