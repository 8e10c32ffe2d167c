import FolderIcon from '@mui/icons-material/Folder';
import type { FeatureModule, RoutePrefetchContext } from '../../shared/lib/feature-module';
import { withFeatureStrings } from '../../shared/i18n/i18n';
import { paths } from '../../shared/lib/paths';
import { Translated } from '../../shared/ui/translated';
import { projectsOptions } from './api/use-projects';
import { ProjectCrumb } from './components/project-crumb';
import { ProjectsPage } from './routes/projects-page';

/** Both pages (this route and its children) read the institution's project list (the contract has no single-project read). */
const prefetchProjects = ({ queryClient, institutionId }: RoutePrefetchContext) => queryClient.prefetchQuery(projectsOptions(institutionId));

export const projectsFeature: FeatureModule = {
  id: 'projects',
  nav: { path: paths.projects, label: (t) => t('nav.projects'), icon: FolderIcon, order: 10 },
  routes: [
    {
      path: 'projects',
      handle: { crumb: () => <Translated k="nav.projects" />, prefetch: prefetchProjects },
      children: [
        { index: true, Component: ProjectsPage },
        {
          path: ':projectId',
          handle: { crumb: (match: { params: Record<string, string | undefined> }) => <ProjectCrumb projectId={match.params.projectId ?? ''} /> },
          lazy: async () => ({ Component: (await withFeatureStrings('projects-detail', import('./routes/project-page'))).ProjectPage }),
        },
      ],
    },
  ],
};
