import OpenInNewIcon from '@mui/icons-material/OpenInNew';
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
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { i18n } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link as RouterLink, useLocation } from 'react-router';
import type { TxDto } from '../../../api/generated/types.gen';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../lib/search-debounce';
import { useListParams, useLeavePagePastTheEnd } from '../../../shared/hooks/use-list-params';
import type { TransactionsViewFilter } from '../../../shared/lib/feature-module';
import { paths } from '../../../shared/lib/paths';
import { preloadableLazy } from '../../../shared/lib/preloadable-lazy';
import { useFormat } from '../../../shared/lib/use-format';
import { QueryStates } from '../../../shared/ui/query-states';
import { LazyBoundary } from '../../../shared/ui/lazy-boundary';
import { useAssetDecimals } from '../api/use-asset-decimals';
import { usePrefetchTransactions } from '../api/use-prefetch-transactions';
import { DrawnAfter } from '../../../shared/ui/drawn-after';
import { LazyDialog } from '../../../shared/ui/lazy-dialog';
import { useOnFirstInput } from '../../../shared/hooks/use-on-first-input';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states';
import { isUpdating, useTransactions } from '../api/use-transactions';
import { useOpenedTransaction } from '../api/use-opened-transaction';
import { filterErrors, filterKeysBeside, fixedFilterKey, gridParamsFor, toQueryBody, TX_CHOICES, TX_PAGE_SIZES, TX_SORT_PATHS } from '../lib/transaction-list';
import { findEstimatedEnd, gridRowCount, pageBeyondTheEnd, sameBounds, type EndBounds } from '../lib/grid-row-count';
import { loadGridLocaleText } from '../lib/grid-locale-text';
import { ExportCsvButton } from './export-csv-button';
import { TransactionFilters } from './transaction-filters';
import { useDelayedFlag } from '../../../shared/hooks/use-delayed-flag';
import { inBackground } from '../../../shared/lib/in-background';

const NO_BOUNDS: EndBounds = {};

/**
 * The grid (MUI X DataGrid, most of this page's code) loads beside the page, not before it: the heading, the filters
 * and a skeleton paint first, then (right after that first paint) the grid's download starts, while the first page
 * of rows is on its way.
 */
// With it, in German, the grid's own German texts (lib/grid-locale-text.ts); without them, should they fail, its English.
const grid = preloadableLazy(
  async () => (await Promise.all([import('./transactions-grid'), loadGridLocaleText(i18n.language).catch(() => undefined)]))[0],
  (m) => m.TransactionsGrid,
);
const TransactionsGrid = grid.Component;
/** How long a view may take to load before the grid shows its progress bar over the previous view's rows. */
const PROGRESS_DELAY_MS = 200;
// The side panel of a row: downloaded as the user first moves or types on the page, before a row can be opened.
const details = preloadableLazy(() => import('./transaction-details'), (m) => m.TransactionDetails);
const TransactionDetails = details.Component;
const preloadDetails = () => inBackground(details.preload);

/**
 * The transaction grid with its filters, count, auto-refresh, export and side panel, its state in the URL of the page
 * it is on. On the transactions page it shows everything (`header` places the export button); on a project's or an
 * asset's page it is `fixed` on that project or asset: that filter is always sent, has no field and survives
 * "Clear filters", and a project or asset id in the URL cannot widen the view.
 */
export function TransactionsView({ fixed, header }: { fixed?: TransactionsViewFilter; header?: (actions: ReactNode) => ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    // After the frame that shows the heading and filters (a failed download shows where the grid renders).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => inBackground(grid.preload));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  const format = useFormat();
  const fixedKey = fixed ? fixedFilterKey(fixed) : undefined;
  // Each view's rows start loading as the user asks for it (a filter chosen, a page turned, a pause in typing), not
  // after the page has rendered the change.
  const prefetch = usePrefetchTransactions();
  const decimals = useAssetDecimals();
  const { search: pageSearch } = useLocation();
  const prefetchView = (state: Parameters<typeof toQueryBody>[0], text: string) => prefetch(toQueryBody(state, text, fixed));
  // Text to search without waiting for a pause in typing (pasted, or Enter), as the change is made.
  const searchAtOnce = useRef<string | null>(null);
  const list = useListParams({
    sortFields: TX_SORT_PATHS,
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    pageSizes: TX_PAGE_SIZES,
    filterKeys: filterKeysBeside(fixedKey),
    filterValues: TX_CHOICES,
    onNavigate: (next) => {
      // Typing is searched after its pause (onSettle below); anything else with the search in effect now.
      if (next.search === list.search) prefetchView(next, search);
      else if (next.search === searchAtOnce.current) prefetchView(next, next.search);
    },
  });
  // Typing waits for a pause; pasted text and Enter search at once, and so does a text that comes with a page past
  // the first: typing starts a search on its first page, so that is Back or Forward, or a link. (Back from a search
  // to page 40 of all transactions asked for page 40 of the search while the text waited, found it past the search's
  // end and turned to the search's last page, in place of page 40.)
  const [searchNow, setSearchNow] = useState<string | null>(null);
  const search = useDebouncedValue(
    list.search,
    SEARCH_DEBOUNCE_MS,
    (text) => text === searchNow || list.page > 0,
    (text) => prefetchView(list, text),
  );
  const onSearchNow = useCallback(
    (text: string) => {
      searchAtOnce.current = text;
      setSearchNow(text);
      // Enter on the text already in the field (a paste is told as its change reaches the URL, above).
      if (text === list.search && text !== search) prefetch(toQueryBody(list, text, fixed));
    },
    [list, search, prefetch, fixed, setSearchNow],
  );
  const hidden = useMemo(() => (fixedKey ? [fixedKey] : []), [fixedKey]);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [panelMounted, setPanelMounted] = useState(false);
  useOnFirstInput(preloadDetails);

  const body = useMemo(() => toQueryBody(list, search, fixed), [list, search, fixed]);
  // A filter that cannot be sent (not an id, not a date, a range ending before it starts) is left out of the body:
  // the rows would then be more than the filters on screen say, so none are asked for, listed or exported until it
  // is put right.
  const badFilter = Object.keys(filterErrors(list.filters)).length > 0;
  const query = useTransactions(body, { autoRefresh, enabled: !badFilter });
  const rows = query.data?.result ?? [];
  // The previous view's rows stay on screen while the next view loads; the grid shows its progress bar only if that
  // takes a while, so a quick answer does not flash the bar over the rows for a frame or two (nor render the grid's
  // whole tree once more to show it).
  const loadingShown = useDelayedFlag(query.isFetching && query.isPlaceholderData, PROGRESS_DELAY_MS);

  // The end of a view whose count is an estimate, looked for as pages come back empty or full (a link past the end,
  // Next onto nothing): what was learnt is kept per view, the search turns pages in place (Back does not return to
  // an empty page), and the count is given once the end is certain.
  const viewKey = useMemo(() => JSON.stringify({ ...body, skip: 0 }), [body]);
  const [ends, setEnds] = useState<ReadonlyMap<string, EndBounds>>(() => new Map());
  const shown = { standIn: query.isPlaceholderData, page: list.page, pageSize: list.pageSize, rowsShown: rows.length };
  const viewBounds = ends.get(viewKey) ?? NO_BOUNDS;
  const estimate = query.data?.countIsEstimate ? findEstimatedEnd({ ...shown, count: query.data.count }, viewBounds) : null;
  if (estimate && !sameBounds(estimate.bounds, viewBounds)) setEnds(new Map(ends).set(viewKey, estimate.bounds));
  const knownEnd = estimate?.knownEnd;
  const turnTo = estimate ? estimate.turnTo : query.data ? pageBeyondTheEnd({ ...shown, count: query.data.count }) : null;
  useLeavePagePastTheEnd(turnTo, list.setPage);
  // The panel follows the row on screen, so a status change shows there too; its transaction is in the URL.
  const opened = useOpenedTransaction(rows, fixed);
  const { open: openTx } = opened;
  // The same function from render to render: the grid is memoised.
  const openDetails = useCallback(
    (tx: TxDto) => {
      openTx(tx);
      setPanelMounted(true);
    },
    [openTx],
  );
  const exportButton = <ExportCsvButton view={body} decimals={decimals} disabled={badFilter || !query.data || query.data.count === 0} />;

  // A failed reload keeps the rows on screen under the error and its Retry; only a view never loaded is the error alone.
  const content = badFilter ? (
    <EmptyState
      icon={<SearchOffIcon />}
      title={t('transactions.badFilter.title')}
      description={t('transactions.badFilter.description')}
      action={<Button onClick={() => list.clearFilters()}>{t('transactions.filters.clear')}</Button>}
    />
  ) : (
    <QueryStates
      query={query}
      loading={<LoadingState rows={8} />}
      keepDataOnError
      // While the previous view's rows stand in, its count says nothing about this one.
      isEmpty={(answer) => answer.count === 0 && !query.isPlaceholderData}
      empty={
        list.activeFilterCount > 0 ? (
          <EmptyState
            icon={<SearchOffIcon />}
            title={t('transactions.noMatch.title')}
            description={t('transactions.noMatch.description')}
            action={<Button onClick={() => list.clearFilters()}>{t('transactions.filters.clear')}</Button>}
          />
        ) : (
          <EmptyState
            icon={<ReceiptLongIcon />}
            title={fixedKey ? t(`transactions.fixed.empty.${fixedKey}`) : t('transactions.empty.title')}
            description={t('transactions.empty.description')}
          />
        )
      }
    >
      {(answer) => (
        <>
          {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
          <Paper variant="outlined" sx={{ height: { xs: 560, md: fixed ? 'calc(100vh - 420px)' : 'calc(100vh - 330px)' }, minHeight: 420 }}>
            {/* A grid whose code cannot be downloaded says so here (LazyBoundary). */}
            <LazyBoundary loading={<LoadingState rows={8} />}>
              <TransactionsGrid
                rows={rows}
                rowCount={gridRowCount({
                  count: answer.count,
                  estimated: Boolean(answer.countIsEstimate),
                  standIn: query.isPlaceholderData,
                  page: list.page,
                  pageSize: list.pageSize,
                  rowsShown: rows.length,
                  knownEnd,
                })}
                estimatedRowCount={answer.countIsEstimate ? answer.count : undefined}
                hasNextPage={answer.countIsEstimate ? true : undefined}
                loading={loadingShown}
                list={list}
                decimals={decimals}
                onOpen={openDetails}
              />
            </LazyBoundary>
          </Paper>
        </>
      )}
    </QueryStates>
  );

  return (
    <>
      {header?.(exportButton)}
      {/* The heading paints first; the filters and the grid follow in a render of their own. */}
      <DrawnAfter>
        <TransactionFilters list={list} hide={hidden} onSearchNow={onSearchNow} />
        <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
            {query.data && !badFilter
              ? query.data.countIsEstimate
                ? t('transactions.countAbout', { formatted: format.number(query.data.count) })
                : t('transactions.count', { count: query.data.count, formatted: format.number(query.data.count) })
              : ' '}
            {isUpdating(query) ? <Box component="span" sx={{ ml: 1 }}>{t('transactions.updating')}</Box> : null}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {/* describeChild: the help describes the switch; its name stays "Auto-refresh" (the tooltip would name it otherwise). */}
            <Tooltip title={t('transactions.autoRefreshHelp')} describeChild>
              <FormControlLabel control={<Switch checked={autoRefresh} onChange={(e) => setAutoRefresh(e.target.checked)} />} label={t('transactions.autoRefresh')} />
            </Tooltip>
            {fixed ? (
              <>
                <Button size="small" component={RouterLink} to={paths.transactionsOf(gridParamsFor(fixed, pageSearch))} startIcon={<OpenInNewIcon />}>
                  {t('transactions.fixed.openGrid')}
                </Button>
                {exportButton}
              </>
            ) : null}
          </Stack>
        </Stack>
        {content}
      </DrawnAfter>
      {panelMounted || opened.txId ? (
        // Mounted from the first opened row (or a link to one) on, so the panel slides out when closed.
        // Its download failed: closed and unmounted, so the next row opened asks again (and says so again if it fails).
        <LazyDialog
          onClose={() => {
            opened.close();
            setPanelMounted(false);
          }}
          notLoaded={t('transactions.details.notLoaded')}
        >
          <TransactionDetails opened={opened} decimals={decimals} scope={fixedKey} />
        </LazyDialog>
      ) : null}
    </>
  );
}
