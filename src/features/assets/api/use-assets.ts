import { useQuery } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { unwrap } from '../../../api/envelope';
import { listTokenizedAssetsOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { useActiveProfile } from '../../../shared/environment';

/** ListTokenizedAssets: the institution's assets, or one project's when projectId is given. */
export function useAssets(projectId?: string) {
  const { institutionId } = useActiveProfile();
  return useQuery({
    ...listTokenizedAssetsOptions({ client: baseClient, path: { institutionId }, query: projectId ? { projectId } : undefined }),
    enabled: Boolean(institutionId),
    select: unwrap,
  });
}
