import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TxDto } from '../../../api/generated/types.gen';
import { useActiveProfile } from '../../../shared/environment';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useListParams } from '../../../shared/hooks/use-list-params';
import { useFormat } from '../../../shared/lib/use-format';
import { PageHeader } from '../../../shared/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states';
import { useTransactions } from '../api/use-transactions';
import { ExportCsvButton } from '../components/export-csv-button';
import { TransactionDetails } from '../components/transaction-details';
import { TransactionFilters } from '../components/transaction-filters';
import { TransactionsGrid } from '../components/transactions-grid';
import { toQueryBody, TX_FILTER_KEYS, TX_PAGE_SIZES, TX_SORT_PATHS } from '../lib/transaction-list';

/** Search text waits this long after the last keystroke before it is sent. */
const SEARCH_DEBOUNCE_MS = 250;

export function TransactionsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { institutionId } = useActiveProfile();
  const list = useListParams({ sortFields: TX_SORT_PATHS, defaultSort: 'createdAt', defaultOrder: 'desc', pageSizes: TX_PAGE_SIZES, filterKeys: TX_FILTER_KEYS });
  const search = useDebouncedValue(list.search, SEARCH_DEBOUNCE_MS);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [openId, setOpenId] = useState<string | null>(null);
  const [opened, setOpened] = useState<TxDto | null>(null);

  const body = useMemo(() => toQueryBody(list, search), [list, search]);
  const query = useTransactions(body, { autoRefresh });
  const rows = query.data?.result ?? [];
  // The panel follows the row on screen, so a status change shows there too.
  const openTx = openId ? (rows.find((tx) => tx.id === openId) ?? opened) : null;

  let content;
  if (query.isPending) {
    content = <LoadingState rows={8} />;
  } else if (query.isError && !query.data) {
    content = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.data.count === 0 && !query.isPlaceholderData) {
    content =
      list.activeFilterCount > 0 ? (
        <EmptyState
          icon={<SearchOffIcon />}
          title={t('transactions.noMatch.title')}
          description={t('transactions.noMatch.description')}
          action={<Button onClick={() => list.clearFilters()}>{t('transactions.filters.clear')}</Button>}
        />
      ) : (
        <EmptyState icon={<ReceiptLongIcon />} title={t('transactions.empty.title')} description={t('transactions.empty.description')} />
      );
  } else {
    content = (
      <>
        {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
        <Paper variant="outlined" sx={{ height: { xs: 560, md: 'calc(100vh - 330px)' }, minHeight: 420 }}>
          <TransactionsGrid
            rows={rows}
            // While the previous view's rows stand in, its (smaller) count must not make the grid clamp the page
            // the URL asks for back to the first one.
            rowCount={query.isPlaceholderData ? Math.max(query.data.count, (list.page + 1) * list.pageSize) : query.data.count}
            loading={query.isFetching && query.isPlaceholderData}
            list={list}
            onOpen={(tx) => {
              setOpenId(tx.id);
              setOpened(tx);
            }}
          />
        </Paper>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('transactions.title')}
        subtitle={institutionId ? t('transactions.subtitle', { institutionId }) : undefined}
        actions={<ExportCsvButton view={body} disabled={!query.data || query.data.count === 0} />}
      />
      <TransactionFilters list={list} />
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
          {query.data
            ? query.data.countIsEstimate
              ? t('transactions.countAbout', { formatted: format.number(query.data.count) })
              : t('transactions.count', { count: query.data.count, formatted: format.number(query.data.count) })
            : ' '}
          {query.isFetching && !query.isPending ? <Box component="span" sx={{ ml: 1 }}>{t('transactions.updating')}</Box> : null}
        </Typography>
        <Tooltip title={t('transactions.autoRefreshHelp')}>
          <FormControlLabel control={<Switch checked={autoRefresh} onChange={(e) => setAutoRefresh(e.target.checked)} />} label={t('transactions.autoRefresh')} />
        </Tooltip>
      </Stack>
      {content}
      <TransactionDetails
        tx={openTx}
        onClose={() => {
          setOpenId(null);
          setOpened(null);
        }}
      />
    </>
  );
}
