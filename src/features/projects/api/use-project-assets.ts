import { useQuery } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { unwrap } from '../../../api/envelope';
import { listTokenizedAssetsOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { useActiveProfile } from '../../../shared/environment';

/** ListTokenizedAssets?projectId= : the project's tokenized assets. */
export function useProjectAssets(projectId: string) {
  const { institutionId } = useActiveProfile();
  return useQuery({ ...listTokenizedAssetsOptions({ client: baseClient, path: { institutionId }, query: { projectId } }), select: unwrap });
}
