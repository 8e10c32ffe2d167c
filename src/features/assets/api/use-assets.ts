import { useQuery } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { unwrap } from '../../../api/envelope';
import { listTokenizedAssetsOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { useActiveProfile } from '../../../shared/environment';

/** The list's query: the institution's assets, or one project's when projectId is given (also used to prefetch). */
export const assetsOptions = (institutionId: string, projectId?: string) =>
  listTokenizedAssetsOptions({ client: baseClient, path: { institutionId }, query: projectId ? { projectId } : undefined });

/** ListTokenizedAssets: the institution's assets, or one project's when projectId is given. */
export function useAssets(projectId?: string) {
  const { institutionId } = useActiveProfile();
  return useQuery({
    ...assetsOptions(institutionId, projectId),
    enabled: Boolean(institutionId),
    select: unwrap,
  });
}
