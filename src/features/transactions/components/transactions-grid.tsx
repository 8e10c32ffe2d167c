import {
  DataGrid,
  gridPaginationRowCountSelector,
  useGridApiRef,
  type GridCellParams,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridRowParams,
  type GridSortModel,
  type MuiEvent,
} from '@mui/x-data-grid';
import { useCallback, useLayoutEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { enumText } from '../../../shared/i18n/enum-text';
import type { TxDto } from '../../../api/generated/types.gen';
import { useFormat } from '../../../shared/lib/use-format';
import { LedgerId } from '../../../shared/ui/ledger-id';
import { StatusChip } from '../../../shared/ui/status-chip';
import { loadColumnVisibility, saveColumnVisibility } from '../lib/column-visibility';
import { useGridLocaleText } from '../lib/grid-locale-text';
import type { AssetDecimals } from '../lib/tx-amount';
import { TX_PAGE_SIZES, TX_SORT_PATHS, type TxListParams, type TxSortPath } from '../lib/transaction-list';
import { CopyableTxId } from './copyable-tx-id';
import { formatTxAmount } from './format-tx-amount';
import { formatTxTime } from './format-tx-time';

const SORTABLE = new Set<string>(TX_SORT_PATHS);
type ColumnKey = TxSortPath | 'fromAddress' | 'toAddress';

// The grid's props that never change, made once: the DataGrid is memoised, and a new object or array on each render of
// the page (a filter typed, a fetch started) would make it render its whole tree again for nothing.
const PAGE_SIZE_OPTIONS = [...TX_PAGE_SIZES];
const SLOT_PROPS = {
  toolbar: { showQuickFilter: false, csvOptions: { disableToolbarButton: true }, printOptions: { disableToolbarButton: true } },
  loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
} as const;
// Below 600 px MUI X hides the page size ("Rows per page") and a phone or a 400 % zoom could not change it: it stays,
// the pager wrapping under it, and the footer grows (it would shrink back to one 52-px row inside the grid's height).
const GRID_SX = {
  '& .MuiDataGrid-row': { cursor: 'pointer' },
  '& .MuiDataGrid-footerContainer': { flexShrink: 0 },
  '& .MuiTablePagination-root': {
    maxHeight: 'none',
    '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', height: 'auto', pl: 1 },
    '& .MuiTablePagination-spacer': { display: 'none' },
    '& .MuiTablePagination-selectLabel': { display: 'block' },
    '& .MuiTablePagination-input': { display: 'inline-flex' },
  },
} as const;

const USER_INPUT = new Set(['click', 'keydown', 'keyup', 'pointerup', 'mouseup', 'change', 'input']);

/**
 * Whether this runs while the browser dispatches a user's input (the pager's buttons and page-size menu call the
 * grid's change handler synchronously from it), rather than from a timer or an effect of the grid's own. `window.event`
 * is the event being dispatched, undefined otherwise.
 */
function duringUserInput(): boolean {
  const event = typeof window === 'undefined' ? undefined : window.event;
  return event !== undefined && USER_INPUT.has(event.type);
}

/** The transaction grid in server mode: the page, sort and page size come from and go to the URL list state. */
export function TransactionsGrid({
  rows,
  rowCount,
  estimatedRowCount,
  hasNextPage,
  loading,
  list,
  decimals,
  onOpen,
}: {
  rows: TxDto[];
  /** -1 when the view's count is only an estimate: the pages then go on while they come back full. */
  rowCount: number;
  estimatedRowCount?: number;
  hasNextPage?: boolean;
  loading: boolean;
  list: TxListParams;
  /** The assets' decimals: amounts read in each asset's units. */
  decimals: AssetDecimals;
  onOpen: (tx: TxDto) => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel>(() => loadColumnVisibility());
  const apiRef = useGridApiRef();
  const localeText = useGridLocaleText(i18n.language);

  // When the page and the row count change in one render (Back from a short filtered view to page 2 of a long one),
  // the grid checks the page against the row count it still holds before it takes the new one, clamps the page to
  // the first and reports that, which would rewrite the URL just gone back to. A layout effect runs before the grid's
  // own effects: the grid learns the new count first. Only then: the grid takes a new count with the new rows anyway,
  // and a count set here is one more synchronous render of the whole grid (20-40 ms here) on every filter change.
  const { page, pageSize, sort, order, setPage, setPageSize, setSort } = list;
  useLayoutEffect(() => {
    const held = gridPaginationRowCountSelector(apiRef);
    if (held !== rowCount && held >= 0 && page * pageSize >= held) apiRef.current?.setRowCount(rowCount);
  }, [apiRef, rowCount, page, pageSize]);

  const columns = useMemo<GridColDef<TxDto>[]>(
    () =>
      (
        [
          { field: 'createdAt', minWidth: 200, renderCell: ({ row }) => formatTxTime(row.createdAt, format.language) },
          { field: 'txId', minWidth: 210, flex: 1, renderCell: ({ row, tabIndex }) => <CopyableTxId txId={row.txId} tabIndex={tabIndex} /> },
          { field: 'txAction', minWidth: 140, valueFormatter: (value: TxDto['txAction']) => enumText(t, 'transactions.action', value) },
          { field: 'txStatus', minWidth: 140, renderCell: ({ row }) => <StatusChip status={row.txStatus} /> },
          { field: 'blockchain', minWidth: 110 },
          { field: 'unitName', minWidth: 100, valueFormatter: (value: string | null) => value ?? t('common.none') },
          {
            field: 'amount',
            minWidth: 150,
            align: 'right',
            headerAlign: 'right',
            renderCell: ({ row }) => (
              // A plain span (the cell sets the font): a styled one per row costs on every page change.
              <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatTxAmount(row, decimals, format.language, t)}</span>
            ),
          },
          { field: 'fromAddress', minWidth: 150, renderCell: ({ row }) => (row.fromAddress ? <LedgerId value={row.fromAddress} /> : t('common.none')) },
          { field: 'toAddress', minWidth: 150, renderCell: ({ row }) => (row.toAddress ? <LedgerId value={row.toAddress} /> : t('common.none')) },
          { field: 'updatedAt', minWidth: 200, renderCell: ({ row }) => formatTxTime(row.updatedAt, format.language) },
        ] satisfies GridColDef<TxDto>[]
      ).map((column) => ({
        ...column,
        headerName: t(`transactions.columns.${column.field as ColumnKey}`),
        sortable: SORTABLE.has(column.field),
        filterable: false,
      })),
    [t, format, decimals],
  );

  // A new model object makes the grid announce a sort change and jump to the first page: only a real change may.
  const sortModel = useMemo<GridSortModel>(() => [{ field: sort, sort: order }], [sort, order]);
  const paginationModel = useMemo(() => ({ page, pageSize }), [page, pageSize]);
  const paginationMeta = useMemo(() => (hasNextPage === undefined ? undefined : { hasNextPage }), [hasNextPage]);

  // The handlers change only with what they read of the list (its page, size and sort, and its setters, which stay
  // the same) and the rows: the memoised grid then skips the renders of the page that change none of it (a fetch
  // starting or ending, the panel opening, a filter chosen: the grid renders once, with the new rows). They are the
  // render's own, as the grid takes its models and handlers while it renders: a page turned while a new sort is still
  // rendering (a transition, its URL already changed) keeps that sort (the setters build on what was last asked for).
  const onPaginationModelChange = useCallback(
    (model: GridPaginationModel) => {
      if (model.pageSize !== pageSize) setPageSize(model.pageSize);
      // The grid turns pages of its own accord too: back to the first a few timer ticks after it renders a new sort
      // (the list has gone there already, with the sort), and off a page past the end. Only the user's turns and the
      // moves off an empty page count: a late return to the first page would undo a page the user turned to in
      // between (quick hands, or a busy machine), and the URL would no longer say what the grid shows. Off a page
      // with no rows (the end of an estimated view, one page too far): in place, so Back does not return to it.
      else if (model.page !== page && (duringUserInput() || rows.length === 0)) setPage(model.page, { replace: rows.length === 0 });
    },
    [page, pageSize, setPage, setPageSize, rows.length],
  );
  const onSortModelChange = useCallback(
    (model: GridSortModel) => {
      const next = model[0];
      // The grid also reports the model it was given (e.g. after Back); only a real change is a new sort.
      if (next?.sort && SORTABLE.has(next.field) && (next.field !== sort || next.sort !== order)) setSort(next.field as TxSortPath, next.sort);
    },
    [sort, order, setSort],
  );
  const onColumnVisibilityModelChange = useCallback((model: GridColumnVisibilityModel) => {
    setVisibility(model);
    saveColumnVisibility(model);
  }, []);
  const onRowClick = useCallback(({ row }: GridRowParams<TxDto>) => onOpen(row), [onOpen]);
  // Enter or Space on a row's cell opens it, as a click does; not on a button or link inside the cell (copy).
  const onCellKeyDown = useCallback(
    ({ row }: GridCellParams<TxDto>, event: MuiEvent<KeyboardEvent<HTMLElement>>) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      if (event.target instanceof Element && event.target.closest('button, a, input')) return;
      event.defaultMuiPrevented = true;
      event.preventDefault();
      onOpen(row);
    },
    [onOpen],
  );

  return (
    <DataGrid
      apiRef={apiRef}
      aria-label={t('transactions.title')}
      rows={rows}
      columns={columns}
      rowCount={rowCount}
      estimatedRowCount={estimatedRowCount}
      paginationMeta={paginationMeta}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      sortingOrder={['desc', 'asc']}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      sortModel={sortModel}
      onSortModelChange={onSortModelChange}
      columnVisibilityModel={visibility}
      onColumnVisibilityModelChange={onColumnVisibilityModelChange}
      onRowClick={onRowClick}
      onCellKeyDown={onCellKeyDown}
      showToolbar
      slotProps={SLOT_PROPS}
      localeText={localeText}
      sx={GRID_SX}
    />
  );
}
