import { useQuery } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { unwrap } from '../../../api/envelope';
import { getProjectsByInstitutionIdOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { useActiveProfile } from '../../../shared/environment';

/** The institution's projects (also used to prefetch the asset page, which names its project). */
export const projectOptionsQuery = (institutionId: string) => getProjectsByInstitutionIdOptions({ client: baseClient, path: { institutionId } });

/** The institution's projects, to pick an asset's project and to name it in lists (GetProjectsByInstitutionId). */
export function useProjectOptions() {
  const { institutionId } = useActiveProfile();
  return useQuery({ ...projectOptionsQuery(institutionId), enabled: Boolean(institutionId), select: unwrap });
}
