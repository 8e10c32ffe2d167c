import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ProjectDto } from '../../../api/generated/types.gen';
import { useFormat } from '../../../shared/lib/use-format';

export function ProjectOverviewTab({ project }: { project: ProjectDto }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows: [string, string, boolean?][] = [
    [t('projects.overview.id'), project.id, true],
    [t('projects.overview.institution'), project.institutionId, true],
    [t('projects.overview.assets'), format.number(project.assetCount)],
    [t('projects.overview.created'), format.dateTime(project.createdAt)],
    [t('projects.overview.updated'), format.dateTime(project.updatedAt)],
    [t('projects.overview.description'), project.description || t('common.none')],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, columnGap: 3, rowGap: 1.5, m: 0 }}>
        {rows.map(([label, value, mono]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', ...(mono ? { fontFamily: 'ui-monospace, monospace', fontSize: 14 } : {}) }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
