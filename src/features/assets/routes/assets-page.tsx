import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import TokenIcon from '@mui/icons-material/Token';
import Button from '@mui/material/Button';
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
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { enumText } from '../../../shared/i18n/enum-text';
import { Link as RouterLink } from 'react-router';
import { useActiveProfile } from '../../../shared/environment';
import { assetKind } from '../../../shared/lib/asset-kind';
import { paths } from '../../../shared/lib/paths';
import { useFormat } from '../../../shared/lib/use-format';
import { PageHeader } from '../../../shared/ui/page-header';
import { SearchField } from '../../../shared/ui/search-field';
import { SelectField } from '../../../shared/ui/select-field';
import { QueryStates } from '../../../shared/ui/query-states';
import { EmptyState } from '../../../shared/ui/states';
import { useAssets } from '../api/use-assets';
import { useProjectOptions } from '../api/use-project-options';
import { AssetStatusChip } from '../components/asset-status-chip';
import { useAssetListState, type AssetSortField } from '../hooks/use-asset-list-state';
import { filterAssets, sortAssets } from '../lib/sort-assets';
import { SCROLL_CUE } from '../../../shared/ui/scroll-cue';

export function AssetsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { institutionId } = useActiveProfile();
  const [state, update] = useAssetListState();
  const assets = useAssets(state.projectId || undefined);
  const projects = useProjectOptions();
  const deferredQuery = useDeferredValue(state.query);

  const projectNames = useMemo(() => new Map((projects.data ?? []).map((p) => [p.id, p.name])), [projects.data]);
  const projectName = (id: string | null) => (id ? (projectNames.get(id) ?? id) : '');
  const visible = useMemo(
    () =>
      sortAssets(
        filterAssets(assets.data ?? [], deferredQuery, format.language),
        state.sort,
        state.direction,
        format.language,
        (id) => (id ? (projectNames.get(id) ?? id) : ''),
        // Kind and state sort by the words the table shows ("Aktie" before "Anleihe" in German).
        (column, value) => enumText(t, column === 'kind' ? 'enums.TokenizedAssetKind' : 'enums.TokenizedAssetStatus', value) ?? value,
      ),
    [assets.data, deferredQuery, state.sort, state.direction, format.language, projectNames, t],
  );
  const newHref = paths.assetNew(state.projectId || undefined);
  const selectedProject = state.projectId ? projectNames.get(state.projectId) : undefined;
  // A project chosen in the URL stays the choice shown while the project names load (a native select would otherwise
  // show its first option, "All projects", over a filtered list).
  const projectChoices = [
    { value: '', label: t('assets.allProjects') },
    ...(state.projectId && !projectNames.has(state.projectId) ? [{ value: state.projectId, label: projects.isPending ? t('common.loading') : state.projectId }] : []),
    ...(projects.data ?? []).map((p) => ({ value: p.id, label: p.name })),
  ];

  const sortBy = (field: AssetSortField) =>
    update({ sort: field, direction: field === state.sort ? (state.direction === 'asc' ? 'desc' : 'asc') : field === 'createdAt' || field === 'totalSupply' ? 'desc' : 'asc' });

  const columns: { field: AssetSortField; label: string; align?: 'right' }[] = [
    { field: 'name', label: t('assets.columns.name') },
    { field: 'unitName', label: t('assets.columns.unitName') },
    { field: 'kind', label: t('assets.columns.kind') },
    { field: 'status', label: t('assets.columns.status') },
    { field: 'totalSupply', label: t('assets.columns.totalSupply'), align: 'right' },
    { field: 'project', label: t('assets.columns.project') },
    { field: 'createdAt', label: t('assets.columns.createdAt') },
  ];

  const body = !institutionId ? (
    <EmptyState title={t('assets.noInstitution')} />
  ) : (
    <QueryStates
      query={assets}
      // Without a search an empty list is "no assets yet"; with one, "nothing matches" below.
      isEmpty={(list) => list.length === 0 && !state.query}
      empty={
        <EmptyState
          icon={<TokenIcon />}
          title={t('assets.empty.title')}
          description={t('assets.empty.description')}
          action={
            <Button variant="contained" component={RouterLink} to={newHref} startIcon={<AddIcon />}>
              {t('assets.new')}
            </Button>
          }
        />
      }
    >
      {() => (
        <>
          {visible.length === 0 ? (
            <EmptyState
              icon={<SearchIcon />}
              title={t('assets.noMatch.title', { query: state.query })}
              description={t('assets.noMatch.description')}
              action={<Button onClick={() => update({ query: '' })}>{t('assets.clearSearch')}</Button>}
            />
          ) : (
            <TableContainer component={Paper} variant="outlined" className={SCROLL_CUE}>
              <Table aria-label={t('assets.title')}>
                <TableHead>
                  <TableRow>
                    {columns.map((c) => (
                      <TableCell key={c.field} align={c.align} sortDirection={state.sort === c.field ? state.direction : false}>
                        <TableSortLabel active={state.sort === c.field} direction={state.sort === c.field ? state.direction : 'asc'} onClick={() => sortBy(c.field)}>
                          {c.label}
                        </TableSortLabel>
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {visible.map((a) => (
                    <TableRow key={a.id} hover>
                      <TableCell>
                        <Link component={RouterLink} to={paths.asset(a.id)} sx={{ fontWeight: 600 }}>
                          {a.name ?? a.unitName ?? a.isin}
                        </Link>
                        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 12 }}>
                          {a.isin}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ fontFamily: 'ui-monospace, monospace' }}>{a.unitName ?? t('common.none')}</TableCell>
                      <TableCell>{enumText(t, 'enums.TokenizedAssetKind', assetKind(a))}</TableCell>
                      <TableCell>
                        <AssetStatusChip status={a.status} />
                      </TableCell>
                      <TableCell align="right">{a.totalSupply === null ? t('common.none') : format.number(a.totalSupply)}</TableCell>
                      <TableCell>
                        {a.projectId ? (
                          <Link component={RouterLink} to={paths.project(a.projectId)}>
                            {projectName(a.projectId)}
                          </Link>
                        ) : (
                          t('common.none')
                        )}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(a.createdAt)}</TableCell>
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
        title={t('assets.title')}
        subtitle={selectedProject ? t('assets.projectSubtitle', { project: selectedProject }) : institutionId ? t('assets.subtitle', { institutionId }) : undefined}
        actions={
          institutionId ? (
            <Button variant="contained" component={RouterLink} to={newHref} startIcon={<AddIcon />}>
              {t('assets.new')}
            </Button>
          ) : undefined
        }
      />
      {institutionId ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
          <SearchField label={t('assets.searchLabel')} value={state.query} onChange={(query) => update({ query })} sx={{ width: '100%', maxWidth: { sm: 360 } }} />
          <SelectField
            label={t('assets.projectFilter')}
            value={state.projectId}
            options={projectChoices}
            onChange={(projectId) => update({ projectId })}
            sx={{ minWidth: 220 }}
          />
          {assets.data ? (
            <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
              {t('assets.count', { count: visible.length })}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
      {body}
    </>
  );
}
