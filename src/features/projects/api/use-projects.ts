import { useQuery } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { unwrap } from '../../../api/envelope';
import { getProjectsByInstitutionIdOptions, getProjectsByInstitutionIdQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { useActiveProfile } from '../../../shared/environment';

export const projectsQueryKey = (institutionId: string) => getProjectsByInstitutionIdQueryKey({ client: baseClient, path: { institutionId } });

/** The institution's projects (GetProjectsByInstitutionId). */
export function useProjects() {
  const { institutionId } = useActiveProfile();
  return useQuery({
    ...getProjectsByInstitutionIdOptions({ client: baseClient, path: { institutionId } }),
    select: unwrap,
    enabled: Boolean(institutionId),
  });
}

/** One project, read from the institution's list (the contract has no single-project read). */
export function useProject(projectId: string) {
  const { institutionId } = useActiveProfile();
  return useQuery({
    ...getProjectsByInstitutionIdOptions({ client: baseClient, path: { institutionId } }),
    select: (envelope) => envelope.data.find((p) => p.id === projectId) ?? null,
    enabled: Boolean(institutionId),
  });
}
