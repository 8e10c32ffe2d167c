import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { enumText } from '../../../shared/i18n/enum-text';
import { Link as RouterLink } from 'react-router';
import type { TokenizedAssetDto } from '../../../api/generated/types.gen';
import { assetKind } from '../../../shared/lib/asset-kind';
import { paths } from '../../../shared/lib/paths';
import { useFeatureRegistered } from '../../../shared/lib/registered-features';
import { useFormat } from '../../../shared/lib/use-format';
import { SimpleTable } from '../../../shared/ui/simple-table';
import { QueryStates } from '../../../shared/ui/query-states';
import { EmptyState, LoadingState } from '../../../shared/ui/states';
import { useProjectAssets } from '../api/use-project-assets';
import { StatusChip } from '../../../shared/ui/status-chip';

export function ProjectAssetsTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const assets = useProjectAssets(projectId);
  const assetPages = useFeatureRegistered('assets');
  // Issuing starts here with the project chosen, once the assets screens are registered.
  const issue = assetPages ? (
    <Button variant="contained" component={RouterLink} to={paths.assetNew(projectId)} startIcon={<AddIcon />}>
      {t('assets.new')}
    </Button>
  ) : undefined;
  return (
    <QueryStates query={assets} loading={<LoadingState rows={3} />} empty={<EmptyState title={t('projects.assets.empty')} action={issue} />}>
      {(rows) => (
        <Stack spacing={2}>
          {issue ? (
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              {issue}
            </Stack>
          ) : null}
          <SimpleTable<TokenizedAssetDto>
            label={t('projects.tabs.assets')}
            rows={rows}
            rowKey={(a) => a.id}
            columns={[
              {
                id: 'name',
                header: t('projects.assets.columns.name'),
                // Links to the asset's page once the assets screens are registered.
                cell: (a) =>
                  assetPages ? (
                    <Link component={RouterLink} to={paths.asset(a.id)}>
                      {a.name ?? a.unitName ?? a.id}
                    </Link>
                  ) : (
                    (a.name ?? t('common.none'))
                  ),
              },
              { id: 'unitName', header: t('projects.assets.columns.unitName'), cell: (a) => a.unitName ?? t('common.none'), mono: true },
              { id: 'isin', header: t('projects.assets.columns.isin'), cell: (a) => a.isin, mono: true },
              { id: 'kind', header: t('projects.assets.columns.kind'), cell: (a) => enumText(t, 'enums.TokenizedAssetKind', assetKind(a)) },
              { id: 'status', header: t('projects.assets.columns.status'), cell: (a) => <StatusChip status={a.status} /> },
              { id: 'blockchain', header: t('projects.assets.columns.blockchain'), cell: (a) => enumText(t, 'enums.Blockchains', a.blockchain) },
              { id: 'totalSupply', header: t('projects.assets.columns.totalSupply'), cell: (a) => format.amount(a.totalSupply), align: 'right' },
              { id: 'createdAt', header: t('projects.assets.columns.createdAt'), cell: (a) => format.date(a.createdAt) },
            ]}
          />
        </Stack>
      )}
    </QueryStates>
  );
}
