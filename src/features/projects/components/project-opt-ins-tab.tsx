import Link from '@mui/material/Link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link as RouterLink } from 'react-router';
import type { TokenizedAssetOptInDto } from '../../../api/generated/types.gen';
import { paths } from '../../../shared/lib/paths';
import { useFeatureRegistered } from '../../../shared/lib/registered-features';
import { useFormat } from '../../../shared/lib/use-format';
import { LedgerId } from '../../../shared/ui/ledger-id';
import { SimpleTable } from '../../../shared/ui/simple-table';
import { QueryStates } from '../../../shared/ui/query-states';
import { EmptyState, LoadingState } from '../../../shared/ui/states';
import { useProjectOptIns } from '../api/use-project-opt-ins';
import { StatusChip } from '../../../shared/ui/status-chip';

export function ProjectOptInsTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const optIns = useProjectOptIns(projectId);
  const customerPages = useFeatureRegistered('customers');
  return (
    <QueryStates query={optIns} loading={<LoadingState rows={3} />} empty={<EmptyState title={t('projects.optIns.empty')} />}>
      {(rows) => (
        <SimpleTable<TokenizedAssetOptInDto>
          label={t('projects.tabs.optIns')}
          rows={rows}
          rowKey={(o) => o.id}
          columns={[
            { id: 'unitName', header: t('projects.optIns.columns.unitName'), cell: (o) => o.unitName ?? t('common.none') },
            { id: 'wallet', header: t('projects.optIns.columns.wallet'), cell: (o) => <LedgerId value={o.walletAddress} /> },
            {
              id: 'customer',
              header: t('projects.optIns.columns.customer'),
              cell: (o) =>
                o.customerId && customerPages ? (
                  <Link component={RouterLink} to={paths.customer(o.customerId)}>
                    {o.customerName ?? o.customerId}
                  </Link>
                ) : (
                  (o.customerName ?? o.customerId ?? t('common.none'))
                ),
            },
            { id: 'status', header: t('projects.optIns.columns.status'), cell: (o) => <StatusChip status={o.status} /> },
            { id: 'requestedAt', header: t('projects.optIns.columns.requestedAt'), cell: (o) => format.dateTime(o.requestedAt) },
            { id: 'decidedAt', header: t('projects.optIns.columns.decidedAt'), cell: (o) => format.dateTime(o.decidedAt) },
          ]}
        />
      )}
    </QueryStates>
  );
}
