import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { enumText } from '../../../shared/i18n/enum-text';
import { Link as RouterLink } from 'react-router';
import type { TxDto } from '../../../api/generated/types.gen';
import { paths } from '../../../shared/lib/paths';
import { useFeatureRegistered } from '../../../shared/lib/registered-features';
import { useFormat } from '../../../shared/lib/use-format';
import { StatusChip } from '../../../shared/ui/status-chip';
import { CSV_FIELDS } from '../lib/transactions-csv';
import { CopyableTxId } from './copyable-tx-id';
import type { AssetDecimals } from '../lib/tx-amount';
import { formatTxAmount } from './format-tx-amount';
import { formatTxTime } from './format-tx-time';
import { useTxReferences, type NameById } from '../api/use-tx-references';
import type { OpenedTransaction } from '../api/use-opened-transaction';

const mono = { fontFamily: 'ui-monospace, monospace', wordBreak: 'break-all' } as const;

/** A project or asset by its name, its id below it (what the service and a support ticket use); the id alone while unknown. */
function NamedId({ id, names }: { id: string; names: NameById }) {
  const name = names.get(id);
  const idText = <Box component="span" sx={mono}>{id}</Box>;
  if (!name) return idText;
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>{name}</Box>
      <Box component="span" sx={{ ...mono, display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>{id}</Box>
    </>
  );
}

/** Every field of one transaction in a side panel, with links to its asset and project. */
export function TransactionDetails({ opened, decimals, scope }: { opened: OpenedTransaction; decimals: AssetDecimals; scope?: 'project' | 'asset' }) {
  const { t } = useTranslation();
  const { tx, close: onClose } = opened;
  const open = opened.txId !== null;
  const format = useFormat();
  const titleId = 'transaction-details-title';
  const names = useTxReferences(open);

  const render = (field: (typeof CSV_FIELDS)[number], row: TxDto): ReactNode => {
    const none = t('common.none');
    switch (field) {
      case 'txId':
        return <CopyableTxId txId={row.txId} />;
      case 'projectId':
        return row.projectId ? <NamedId id={row.projectId} names={names.projects} /> : none;
      case 'tokenizedAssetId':
        return row.tokenizedAssetId ? <NamedId id={row.tokenizedAssetId} names={names.assets} /> : none;
      case 'txStatus':
        return <StatusChip status={row.txStatus} />;
      case 'txAction':
        return enumText(t, 'transactions.action', row.txAction);
      case 'amount':
        return formatTxAmount(row, decimals, format.language, t);
      case 'fee':
        return format.amount(row.fee, 20);
      case 'retryCount':
        return format.number(row.retryCount);
      case 'createdAt':
      case 'updatedAt':
      case 'confirmedAt':
        return row[field] ? <time dateTime={row[field]}>{formatTxTime(row[field], format.language)}</time> : none;
      default: {
        const value = row[field];
        return value === null || value === '' ? none : <Box component="span" sx={mono}>{String(value)}</Box>;
      }
    }
  };

  return (
    // Above the app bar (which sits above the navigation drawer), so the panel's header and close button are reachable.
    <Drawer anchor="right" open={open} onClose={onClose} sx={{ zIndex: (theme) => theme.zIndex.modal }} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } }, role: 'dialog', 'aria-labelledby': titleId } as object }}>
      {open ? (
        <Box sx={{ p: 3 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Typography id={titleId} variant="h6" component="h2">
              {t('transactions.details.title')}
            </Typography>
            <IconButton onClick={onClose} aria-label={t('transactions.details.close')}>
              <CloseIcon />
            </IconButton>
          </Stack>
          {tx ? (
            <TransactionFields tx={tx} render={render} />
          ) : opened.notFound || opened.failed ? (
            <Alert
              severity={opened.notFound ? 'warning' : 'error'}
              action={
                // In a project's or an asset's view it may be another's: the whole grid looks for it in the institution.
                opened.notFound && scope && opened.txId ? (
                  <Button color="inherit" size="small" component={RouterLink} to={paths.transaction(opened.txId)}>
                    {t('transactions.details.findInGrid')}
                  </Button>
                ) : undefined
              }
            >
              {opened.notFound
                ? t(scope ? `transactions.details.notFoundIn.${scope}` : 'transactions.details.notFound', { txId: opened.txId ?? '' })
                : t('transactions.details.lookupFailed', { txId: opened.txId ?? '' })}
            </Alert>
          ) : (
            <Typography role="status" color="text.secondary">
              {t('transactions.details.loading')}
            </Typography>
          )}
        </Box>
      ) : null}
    </Drawer>
  );
}

/** A transaction's fields, then links to its asset and project (where those pages exist). */
function TransactionFields({ tx, render }: { tx: TxDto; render: (field: (typeof CSV_FIELDS)[number], row: TxDto) => ReactNode }) {
  const { t } = useTranslation();
  // Links lead only to pages that exist: the asset page arrives with the assets feature.
  const assetsOn = useFeatureRegistered('assets');
  const projectsOn = useFeatureRegistered('projects');
  return (
        <>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
            {CSV_FIELDS.map((field) => (
              <Box key={field} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t(`transactions.details.fields.${field}`)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
                  {render(field, tx)}
                </Typography>
              </Box>
            ))}
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
            {tx.tokenizedAssetId && assetsOn ? (
              <Button component={RouterLink} to={paths.asset(tx.tokenizedAssetId)} variant="outlined">
                {t('transactions.details.openAsset')}
              </Button>
            ) : null}
            {tx.projectId && projectsOn ? (
              <Button component={RouterLink} to={paths.project(tx.projectId)} variant="outlined">
                {t('transactions.details.openProject')}
              </Button>
            ) : null}
          </Stack>
        </>
  );
}
