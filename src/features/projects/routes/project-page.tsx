import EditIcon from '@mui/icons-material/Edit';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useActiveProfile } from '../../../shared/environment';
import { FeatureSlot, useFeatureSlot } from '../../../shared/lib/feature-slots';
import { paths } from '../../../shared/lib/paths';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryStates } from '../../../shared/ui/query-states';
import { EmptyState, LoadingState } from '../../../shared/ui/states';
import { useProject } from '../api/use-projects';
import { NoInstitutionState } from '../components/no-institution-state';
import { ProjectAssetsTab } from '../components/project-assets-tab';
import { ProjectOptInsTab } from '../components/project-opt-ins-tab';
import { ProjectOverviewTab } from '../components/project-overview-tab';
import { ProjectTransfersTab } from '../components/project-transfers-tab';
import { RegistryExtractTab } from '../components/registry-extract-tab';

const ProjectFormDialog = lazy(() => import('../components/project-form-dialog'));

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
  // A project the list does not have is answered null: not found.
  const notFound = (
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

  return (
    <QueryStates query={project} empty={notFound}>
      {(current) => (
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
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
            <Tabs
              value={tab}
              // A tab starts from its own defaults: the grid's filters, sort and page of another visit are left behind.
              onChange={(_e, value: TabId) => setParams(value === 'overview' ? {} : { tab: value }, { replace: true })}
              variant="scrollable"
              scrollButtons="auto"
              aria-label={t('projects.tabs.label')}
            >
              {tabs.map((id) => (
                <Tab key={id} value={id} label={t(TAB_LABELS[id])} id={`project-tab-${id}`} aria-controls={`project-panel-${id}`} />
              ))}
            </Tabs>
          </Box>
          <Box role="tabpanel" id={`project-panel-${tab}`} aria-labelledby={`project-tab-${tab}`}>
            {tab === 'overview' ? <ProjectOverviewTab project={current} /> : null}
            {tab === 'assets' ? <ProjectAssetsTab projectId={current.id} /> : null}
            {tab === 'opt-ins' ? <ProjectOptInsTab projectId={current.id} /> : null}
            {tab === 'transfers' ? <ProjectTransfersTab projectId={current.id} /> : null}
            {tab === 'transactions' ? <FeatureSlot name="transactionsView" props={{ fixed: { projectId: current.id } }} fallback={<LoadingState rows={8} />} /> : null}
            {tab === 'extract' ? <RegistryExtractTab projectId={current.id} /> : null}
          </Box>
          {editing ? (
            <Suspense fallback={null}>
              <ProjectFormDialog open project={current} onClose={() => setEditing(false)} />
            </Suspense>
          ) : null}
        </>
      )}
    </QueryStates>
  );
}
