import EditIcon from '@mui/icons-material/Edit';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, useState, type ComponentType } from 'react';
import { withFeatureStrings } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useActiveProfile } from '../../../shared/environment';
import { FeatureSlot, useFeatureSlot } from '../../../shared/lib/feature-slots';
import { paths } from '../../../shared/lib/paths';
import { PageHeader } from '../../../shared/ui/page-header';
import { LazyBoundary } from '../../../shared/ui/lazy-boundary';
import { LazyDialog } from '../../../shared/ui/lazy-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states';
import { TabBar } from '../../../shared/ui/tab-bar';
import { useProject } from '../api/use-projects';
import { NoInstitutionState } from '../components/no-institution-state';
import { ProjectOverviewTab } from '../components/project-overview-tab';
import { inBackground } from '../../../shared/lib/in-background';

const ProjectFormDialog = lazy(() => withFeatureStrings('projects-detail', import('../components/project-form-dialog')));

/**
 * The tabs after the overview load their code when first wanted (pointer over the tab, keyboard focus on it, or a
 * link straight to the tab), so the project page itself loads only what its first view shows.
 */
const tabCode = {
  assets: () => import('../components/project-assets-tab').then((m) => ({ default: m.ProjectAssetsTab })),
  'opt-ins': () => import('../components/project-opt-ins-tab').then((m) => ({ default: m.ProjectOptInsTab })),
  transfers: () => import('../components/project-transfers-tab').then((m) => ({ default: m.ProjectTransfersTab })),
  extract: () => import('../components/registry-extract-tab').then((m) => ({ default: m.RegistryExtractTab })),
};
const preloadTab = (id: TabId) => {
  if (id in tabCode) inBackground(tabCode[id as keyof typeof tabCode]);
};

const TABS = ['overview', 'assets', 'opt-ins', 'transfers', 'transactions', 'extract'] as const;
type TabId = (typeof TABS)[number];
const TAB_LABELS = {
  overview: 'projects.tabs.overview',
  assets: 'projects.tabs.assets',
  'opt-ins': 'projects.tabs.optIns',
  transfers: 'projects.tabs.transfers',
  transactions: 'projects.tabs.transactions',
  extract: 'projects.tabs.extract',
} as const;

export function ProjectPage() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  // The transactions tab is the transactions feature's grid, lent through the app shell; without it, no tab.
  const hasTransactions = useFeatureSlot('transactionsView');
  const tabs = TABS.filter((id) => id !== 'transactions' || hasTransactions);
  const tabParam = params.get('tab');
  const tab: TabId = tabs.find((id) => id === tabParam) ?? 'overview';
  const project = useProject(projectId);
  const [editing, setEditing] = useState(false);
  const { institutionId } = useActiveProfile();

  // Without an institution the query never runs (it would stay pending for ever).
  if (!institutionId) return <NoInstitutionState />;
  if (project.isPending) return <LoadingState />;
  if (project.isError) return <ErrorState error={project.error} onRetry={() => void project.refetch()} />;
  if (!project.data) {
    return (
      <EmptyState
        icon={<SearchOffIcon />}
        title={t('errors.notFound.title')}
        description={t('projects.notFound', { id: projectId })}
        action={
          <Button component={RouterLink} to={paths.projects} variant="contained">
            {t('nav.projects')}
          </Button>
        }
      />
    );
  }
  const current = project.data;

  return (
    <>
      <PageHeader
        title={current.name}
        subtitle={current.description ?? undefined}
        actions={
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {t('common.edit')}
          </Button>
        }
      />
      <TabBar
        tabs={tabs.map((id) => ({ id, label: t(TAB_LABELS[id]) }))}
        value={tab}
        // A tab starts from its own defaults: the grid's filters, sort and page of another visit are left behind. Each
        // tab opened is a history entry (tabs open on Enter, Space or a click, not as the arrow keys pass): Back returns
        // to the tab before.
        onChange={(value) => value !== tab && setParams(value === 'overview' ? {} : { tab: value })}
        onIntent={preloadTab}
        label={t('projects.tabs.label')}
        idPrefix="project"
      />
      <Box role="tabpanel" id={`project-panel-${tab}`} aria-labelledby={`project-tab-${tab}`}>
        {tab === 'overview' ? <ProjectOverviewTab project={current} /> : null}
        {tab === 'transactions' ? <FeatureSlot name="transactionsView" props={{ fixed: { projectId: current.id } }} fallback={<LoadingState rows={8} />} /> : null}
        {tab !== 'overview' && tab !== 'transactions' ? <LazyPanel tab={tab} projectId={current.id} /> : null}
      </Box>
      {editing ? (
        <LazyDialog onClose={() => setEditing(false)}>
          <ProjectFormDialog open project={current} onClose={() => setEditing(false)} />
        </LazyDialog>
      ) : null}
    </>
  );
}

/** The later tabs' components, made once. */
const panels = Object.fromEntries(Object.entries(tabCode).map(([id, load]) => [id, lazy(load)])) as Record<keyof typeof tabCode, ReturnType<typeof lazy<ComponentType<{ projectId: string }>>>>;

/** A later tab: its code loads on first use (a failed download shows in its place, see LazyBoundary). */
function LazyPanel({ tab, projectId }: { tab: keyof typeof tabCode; projectId: string }) {
  const Panel = panels[tab];
  return (
    <LazyBoundary resetKeys={[tab]} loading={<LoadingState rows={4} />}>
      <Panel projectId={projectId} />
    </LazyBoundary>
  );
}
