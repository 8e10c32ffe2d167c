import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link as RouterLink } from 'react-router';
import type { TokenizedAssetTransferDto } from '../../../api/generated/types.gen';
import { paths } from '../../../shared/lib/paths';
import { useFeatureRegistered } from '../../../shared/lib/registered-features';
import { useFormat } from '../../../shared/lib/use-format';
import { LedgerId } from '../../../shared/ui/ledger-id';
import { SimpleTable } from '../../../shared/ui/simple-table';
import { TransactionIdLink } from '../../../shared/ui/transaction-id-link';
import { QueryStates } from '../../../shared/ui/query-states';
import { EmptyState, LoadingState } from '../../../shared/ui/states';
import { useProjectTransfers } from '../api/use-project-transfers';

export function ProjectTransfersTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const transfers = useProjectTransfers(projectId);
  const txPages = useFeatureRegistered('transactions');
  const allTransactions = txPages ? (
    <Typography variant="body2" sx={{ mt: 1 }}>
      <Link component={RouterLink} to={paths.project(projectId, 'transactions')}>
        {t('projects.transfers.allTransactions')}
      </Link>
    </Typography>
  ) : null;
  return (
    <QueryStates
      query={transfers}
      loading={<LoadingState rows={3} />}
      empty={
        <>
          <EmptyState title={t('projects.transfers.empty')} />
          {allTransactions}
        </>
      }
    >
      {(rows) => (
        <>
          <SimpleTable<TokenizedAssetTransferDto>
            label={t('projects.tabs.transfers')}
            rows={rows}
            rowKey={(x) => x.id}
            columns={[
              { id: 'unitName', header: t('projects.transfers.columns.unitName'), cell: (x) => x.unitName ?? t('common.none') },
              { id: 'from', header: t('projects.transfers.columns.from'), cell: (x) => <LedgerId value={x.fromWallet} /> },
              { id: 'to', header: t('projects.transfers.columns.to'), cell: (x) => <LedgerId value={x.toWallet} /> },
              { id: 'amount', header: t('projects.transfers.columns.amount'), cell: (x) => format.amount(x.amount), align: 'right' },
              {
                id: 'txId',
                header: t('projects.transfers.columns.txId'),
                cell: (x) => <TransactionIdLink txId={x.txId} linked={txPages} />,
              },
              { id: 'executedAt', header: t('projects.transfers.columns.executedAt'), cell: (x) => format.dateTime(x.executedAt) },
            ]}
          />
          {allTransactions}
        </>
      )}
    </QueryStates>
  );
}
