import { useQuery } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { unwrap } from '../../../api/envelope';
import { getProjectsByInstitutionIdOptions, getProjectsByInstitutionIdQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { useActiveProfile } from '../../../shared/environment';

export const projectsQueryKey = (institutionId: string) => getProjectsByInstitutionIdQueryKey({ client: baseClient, path: { institutionId } });

/** GetProjectsByInstitutionId for an institution; off while there is none. Route prefetch uses the same options. */
export function projectsOptions(institutionId: string) {
  return { ...getProjectsByInstitutionIdOptions({ client: baseClient, path: { institutionId } }), enabled: Boolean(institutionId) };
}

/** The institution's projects (GetProjectsByInstitutionId). */
export function useProjects() {
  const { institutionId } = useActiveProfile();
  return useQuery({ ...projectsOptions(institutionId), select: unwrap });
}

/** One project, read from the institution's list (the contract has no single-project read). */
export function useProject(projectId: string) {
  const { institutionId } = useActiveProfile();
  return useQuery({ ...projectsOptions(institutionId), select: (envelope) => envelope.data.find((p) => p.id === projectId) ?? null });
}
