import Paper from '@mui/material/Paper';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ProjectDto } from '../../../api/generated/types.gen';
import { useFormat } from '../../../shared/lib/use-format';
import { FactList, type Fact } from '../../../shared/ui/fact-list';

export function ProjectOverviewTab({ project }: { project: ProjectDto }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows: Fact[] = [
    [t('projects.overview.id'), project.id, { mono: true }],
    [t('projects.overview.institution'), project.institutionId, { mono: true }],
    [t('projects.overview.assets'), format.number(project.assetCount)],
    [t('projects.overview.created'), format.dateTime(project.createdAt)],
    [t('projects.overview.updated'), format.dateTime(project.updatedAt)],
    [t('projects.overview.description'), project.description],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <FactList rows={rows} labelMin={220} />
    </Paper>
  );
}
