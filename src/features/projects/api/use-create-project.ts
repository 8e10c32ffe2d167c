import { useMutation, useQueryClient } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { createProjectMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { useActiveProfile } from '../../../shared/environment';
import { projectsQueryKey } from './use-projects';

/** CreateProject; the list refreshes afterwards. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  const { institutionId } = useActiveProfile();
  return useMutation({
    ...createProjectMutation({ client: baseClient }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsQueryKey(institutionId) }),
  });
}
