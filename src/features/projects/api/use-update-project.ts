import { useMutation, useQueryClient } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { updateProjectMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { useActiveProfile } from '../../../shared/environment';
import { projectsQueryKey } from './use-projects';

/** UpdateProject; the list (and so the project page) refreshes afterwards. */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  const { institutionId } = useActiveProfile();
  return useMutation({
    ...updateProjectMutation({ client: baseClient }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsQueryKey(institutionId) }),
  });
}
