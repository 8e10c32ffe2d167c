import { useQuery } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { unwrap } from '../../../api/envelope';
import { getProjectOptInsOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { useActiveProfile } from '../../../shared/environment';

/** GetProjectOptIns. */
export function useProjectOptIns(projectId: string) {
  const { institutionId } = useActiveProfile();
  return useQuery({ ...getProjectOptInsOptions({ client: baseClient, path: { institutionId, projectId } }), select: unwrap });
}
