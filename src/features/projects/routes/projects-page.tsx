import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import FolderOffIcon from '@mui/icons-material/FolderOff';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { lazy, useDeferredValue, useMemo, useState } from 'react';
import { withFeatureStrings } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { ProjectDto } from '../../../api/generated/types.gen';
import { useActiveProfile } from '../../../shared/environment';
import { useListParams } from '../../../shared/hooks/use-list-params';
import { paths } from '../../../shared/lib/paths';
import { useFormat } from '../../../shared/lib/use-format';
import { LazyDialog } from '../../../shared/ui/lazy-dialog';
import { PageHeader } from '../../../shared/ui/page-header';
import { SearchField } from '../../../shared/ui/search-field';
import { QueryStates } from '../../../shared/ui/query-states';
import { EmptyState } from '../../../shared/ui/states';
import { useProjects } from '../api/use-projects';
import { NoInstitutionState } from '../components/no-institution-state';
import { filterProjects, PROJECT_SORT_FIELDS, sortProjects, type ProjectSortField } from '../lib/sort-projects';
import { SCROLL_CUE } from '../../../shared/ui/scroll-cue';

const ProjectFormDialog = lazy(() => withFeatureStrings('projects-detail', import('../components/project-form-dialog')));

export function ProjectsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const { institutionId } = useActiveProfile();
  const projects = useProjects();
  const list = useListParams({ sortFields: PROJECT_SORT_FIELDS, defaultSort: 'name', defaultOrder: 'asc' });
  const [dialog, setDialog] = useState<{ project: ProjectDto | null } | null>(null);

  const query = list.search;
  const deferredQuery = useDeferredValue(query);
  const { sort, order: direction } = list;

  const visible = useMemo(
    () => sortProjects(filterProjects(projects.data ?? [], deferredQuery, format.language), sort, direction, format.language),
    [projects.data, deferredQuery, sort, direction, format.language],
  );

  // A name starts A to Z; counts and dates start with the largest or newest.
  const sortBy = (field: ProjectSortField) => list.setSort(field, field === sort ? undefined : field === 'name' ? 'asc' : 'desc');

  // On narrow screens (tablets) the "updated" column gives way; it stays sortable from wider screens.
  const wideOnly = { display: { xs: 'none', md: 'table-cell' } } as const;
  const columns: { field: ProjectSortField; label: string; align?: 'right'; sx?: typeof wideOnly }[] = [
    { field: 'name', label: t('projects.columns.name') },
    { field: 'assetCount', label: t('projects.columns.assetCount'), align: 'right' },
    { field: 'createdAt', label: t('projects.columns.createdAt') },
    { field: 'updatedAt', label: t('projects.columns.updatedAt'), sx: wideOnly },
  ];

  const body = !institutionId ? (
    <NoInstitutionState />
  ) : (
    <QueryStates
      query={projects}
      empty={
        <EmptyState
          icon={<FolderOffIcon />}
          title={t('projects.empty.title')}
          description={t('projects.empty.description')}
          action={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ project: null })}>
              {t('projects.new')}
            </Button>
          }
        />
      }
    >
      {() => (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
            <SearchField
              label={t('projects.searchLabel')}
              value={query}
              onChange={(value) => list.setSearch(value)}
              sx={{ maxWidth: { sm: 360 }, width: '100%' }}
            />
            <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
              {t('projects.count', { count: visible.length })}
            </Typography>
          </Stack>
          {visible.length === 0 ? (
            <EmptyState
              icon={<SearchIcon />}
              title={t('projects.noMatch.title', { query })}
              description={t('projects.noMatch.description')}
              action={<Button onClick={() => list.clearFilters()}>{t('projects.clearSearch')}</Button>}
            />
          ) : (
            <TableContainer component={Paper} variant="outlined" className={SCROLL_CUE}>
              <Table aria-label={t('projects.title')}>
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell key={column.field} align={column.align} sx={column.sx} sortDirection={sort === column.field ? direction : false}>
                        <TableSortLabel active={sort === column.field} direction={sort === column.field ? direction : 'asc'} onClick={() => sortBy(column.field)}>
                          {column.label}
                        </TableSortLabel>
                      </TableCell>
                    ))}
                    <TableCell align="right">{t('projects.columns.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {visible.map((project) => (
                    <TableRow key={project.id} hover>
                      <TableCell sx={{ maxWidth: 480 }}>
                        <Link component={RouterLink} to={paths.project(project.id)} sx={{ fontWeight: 600 }}>
                          {project.name}
                        </Link>
                        {project.description ? (
                          <Typography variant="body2" color="text.secondary" noWrap title={project.description}>
                            {project.description}
                          </Typography>
                        ) : null}
                      </TableCell>
                      <TableCell align="right">{format.number(project.assetCount)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(project.createdAt)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap', ...wideOnly }}>{format.dateTime(project.updatedAt)}</TableCell>
                      <TableCell align="right">
                        {/* The browser's own hint: MUI's Tooltip (with Popper, ~10 KB) is not worth its weight on the first page. */}
                        <IconButton title={t('common.edit')} onClick={() => setDialog({ project })} aria-label={t('projects.editNamed', { name: project.name })}>
                          <EditIcon />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </QueryStates>
  );

  return (
    <>
      <PageHeader
        title={t('projects.title')}
        subtitle={institutionId ? t('projects.subtitle', { institutionId }) : undefined}
        actions={
          institutionId ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ project: null })}>
              {t('projects.new')}
            </Button>
          ) : undefined
        }
      />
      {body}
      {dialog ? (
        <LazyDialog onClose={() => setDialog(null)}>
          <ProjectFormDialog
            open
            project={dialog.project}
            onClose={() => setDialog(null)}
            onSaved={(id) => {
              if (!dialog.project) navigate(paths.project(id));
            }}
          />
        </LazyDialog>
      ) : null}
    </>
  );
}
