import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { enumText } from '../../../shared/i18n/enum-text';
import { Link as RouterLink } from 'react-router';
import type { TokenizedAssetDetailsDto, TxDto } from '../../../api/generated/types.gen';
import { paths } from '../../../shared/lib/paths';
import { useFeatureRegistered } from '../../../shared/lib/registered-features';
import { useFormat } from '../../../shared/lib/use-format';
import { LedgerId } from '../../../shared/ui/ledger-id';
import { SimpleTable } from '../../../shared/ui/simple-table';
import { TransactionIdLink } from '../../../shared/ui/transaction-id-link';
import { QueryStates } from '../../../shared/ui/query-states';
import { LoadingState } from '../../../shared/ui/states';
import { ASSET_TRANSACTIONS_SHOWN } from '../api/asset-transactions-query';
import { useAssetTransactions } from '../api/use-asset-transactions';

const Empty = ({ text }: { text: string }) => (
  <Typography variant="body2" color="text.secondary">
    {text}
  </Typography>
);

export function HoldersTable({ details }: { details: TokenizedAssetDetailsDto }) {
  const { t } = useTranslation();
  const format = useFormat();
  const customers = useFeatureRegistered('customers');
  if (!details.holders.length) return <Empty text={t('assets.page.noHolders')} />;
  return (
    <SimpleTable
      label={t('assets.page.holders')}
      rows={details.holders}
      rowKey={(h) => h.walletAddress}
      columns={[
        { id: 'wallet', header: t('assets.page.columns.wallet'), cell: (h) => <LedgerId value={h.walletAddress} /> },
        {
          id: 'customer',
          header: t('assets.page.columns.customer'),
          cell: (h) =>
            h.customerId && customers ? (
              <Link component={RouterLink} to={paths.customer(h.customerId)}>
                {h.customerName ?? h.customerId}
              </Link>
            ) : (
              (h.customerName ?? t('common.none'))
            ),
        },
        { id: 'amount', header: t('assets.page.columns.amount'), cell: (h) => format.number(h.amount), align: 'right' },
      ]}
    />
  );
}

export function TransfersTable({ details }: { details: TokenizedAssetDetailsDto }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!details.transfers.length) return <Empty text={t('assets.page.noTransfers')} />;
  return (
    <SimpleTable
      label={t('assets.page.transfers')}
      rows={details.transfers}
      rowKey={(r) => r.id}
      columns={[
        { id: 'executedAt', header: t('assets.page.columns.executedAt'), cell: (r) => format.dateTime(r.executedAt) },
        { id: 'from', header: t('assets.page.columns.from'), cell: (r) => <LedgerId value={r.fromWallet} /> },
        { id: 'to', header: t('assets.page.columns.to'), cell: (r) => <LedgerId value={r.toWallet} /> },
        { id: 'amount', header: t('assets.page.columns.amount'), cell: (r) => format.number(r.amount), align: 'right' },
        { id: 'txId', header: t('assets.page.columns.txId'), cell: (r) => <LedgerId value={r.txId} /> },
      ]}
    />
  );
}

export function OptInsTable({ details }: { details: TokenizedAssetDetailsDto }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!details.openOptInRequests.length) return <Empty text={t('assets.page.noOptIns')} />;
  return (
    <SimpleTable
      label={t('assets.page.optIns')}
      rows={details.openOptInRequests}
      rowKey={(r) => r.id}
      columns={[
        { id: 'requestedAt', header: t('assets.page.columns.requestedAt'), cell: (r) => format.dateTime(r.requestedAt) },
        { id: 'wallet', header: t('assets.page.columns.wallet'), cell: (r) => <LedgerId value={r.walletAddress} /> },
        { id: 'customer', header: t('assets.page.columns.customer'), cell: (r) => r.customerName ?? t('common.none') },
        { id: 'status', header: t('assets.page.columns.status'), cell: (r) => enumText(t, 'enums.OptInStatus', r.status) },
      ]}
    />
  );
}

/** The asset's newest transactions, linking to the asset's transactions tab (the grid) once that feature exists. */
export function AssetTransactions({ assetId }: { assetId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const grid = useFeatureRegistered('transactions');
  const transactions = useAssetTransactions(assetId);
  return (
    <QueryStates
      query={transactions}
      loading={<LoadingState rows={2} />}
      isEmpty={({ result }) => !result.length}
      empty={<Empty text={t('assets.page.noTransactions')} />}
    >
      {({ result, count }) => (
        <>
          <SimpleTable<TxDto>
            label={t('assets.page.transactions')}
            rows={result}
            rowKey={(r) => r.id}
            columns={[
              { id: 'createdAt', header: t('assets.page.columns.createdAt'), cell: (r) => format.dateTime(r.createdAt) },
              { id: 'action', header: t('assets.page.columns.action'), cell: (r) => enumText(t, 'transactions.action', r.txAction) },
              { id: 'status', header: t('assets.page.columns.status'), cell: (r) => enumText(t, 'transactions.status', r.txStatus) },
              { id: 'to', header: t('assets.page.columns.to'), cell: (r) => (r.toAddress ? <LedgerId value={r.toAddress} /> : t('common.none')) },
              { id: 'amount', header: t('assets.page.columns.amount'), cell: (r) => format.number(r.amount), align: 'right' },
              {
                id: 'txId',
                header: t('assets.page.columns.txId'),
                cell: (r) => <TransactionIdLink txId={r.txId} linked={grid} />,
              },
            ]}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {count > ASSET_TRANSACTIONS_SHOWN ? `${t('assets.page.newestTransactions', { shown: ASSET_TRANSACTIONS_SHOWN, count })} · ` : null}
            {grid ? (
              <Link component={RouterLink} to={paths.asset(assetId, 'transactions')}>
                {t('assets.page.allTransactions')}
              </Link>
            ) : null}
          </Typography>
        </>
      )}
    </QueryStates>
  );
}
