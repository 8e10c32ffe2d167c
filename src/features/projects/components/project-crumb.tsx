import { useProject } from '../api/use-projects';

/** The project's name in the breadcrumbs (its id until the list has loaded). */
export function ProjectCrumb({ projectId }: { projectId: string }) {
  const { data } = useProject(projectId);
  return <>{data?.name ?? projectId}</>;
}
