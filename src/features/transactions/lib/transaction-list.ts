import { Blockchains, TransactionActions, TxStatus, type TransactionQueryDto } from '../../../api/generated/types.gen';
import { UuidPattern } from '../../../api/contract-limits.gen';
import type { ListParams } from '../../../shared/hooks/use-list-params';
import type { TransactionsViewFilter } from '../../../shared/lib/feature-module';

/** The sortPath values the contract documents for TransactionQueryDto. */
export const TX_SORT_PATHS = ['createdAt', 'updatedAt', 'txStatus', 'txAction', 'blockchain', 'amount', 'unitName', 'txId'] as const;
export type TxSortPath = (typeof TX_SORT_PATHS)[number];

export const TX_FILTER_KEYS = ['status', 'blockchain', 'action', 'txId', 'asset', 'project', 'from', 'to'] as const;
export type TxFilterKey = (typeof TX_FILTER_KEYS)[number];

/** The grid's filter (and URL parameter) a fixed view pins: a project's tab pins `project`, an asset's `asset`. */
export function fixedFilterKey(fixed: TransactionsViewFilter): 'project' | 'asset' {
  return 'projectId' in fixed ? 'project' : 'asset';
}

/** A fixed view as the transactions page's URL filters (to open the same view there, where it can be widened). */
export function fixedAsUrlFilter(fixed: TransactionsViewFilter): { project?: string; asset?: string } {
  return 'projectId' in fixed ? { project: fixed.projectId } : { asset: fixed.tokenizedAssetId };
}

/** The list state a view keeps in its page's URL besides the page itself: filters, search, sort and page size. */
const CARRIED_TO_THE_GRID = new Set<string>([...TX_FILTER_KEYS, 'q', 'sort', 'order', 'size']);

/**
 * The transactions page's URL parameters for what a fixed view (a project's or an asset's tab) shows now: its filters,
 * search, sort and page size, read from the page it is on (`search`, e.g. "?tab=transactions&status=Failed"), and the
 * project or asset it is fixed on, so "Open in the transaction grid" opens the same rows there, to be widened.
 */
export function gridParamsFor(fixed: TransactionsViewFilter, search: string): Record<string, string> {
  const carried = [...new URLSearchParams(search)].filter(([key]) => CARRIED_TO_THE_GRID.has(key));
  return { ...Object.fromEntries(carried), ...fixedAsUrlFilter(fixed) };
}

// One array per case, so the list state hook sees the same filter keys on every render.
const FILTER_KEYS_BESIDE = {
  none: TX_FILTER_KEYS,
  project: TX_FILTER_KEYS.filter((key) => key !== 'project'),
  asset: TX_FILTER_KEYS.filter((key) => key !== 'asset'),
} as const;

/** The filters a view reads from its URL: all of them, or all but the one it is fixed on (never read, never counted). */
export function filterKeysBeside(fixed?: 'project' | 'asset'): readonly TxFilterKey[] {
  return FILTER_KEYS_BESIDE[fixed ?? 'none'];
}

export const TX_PAGE_SIZES = [25, 50, 100] as const;

// The filters' choices, in the contract's order, from the enums it generates as values (never a hand-kept copy).
export const TX_STATUSES: readonly TxStatus[] = Object.values(TxStatus);
export const BLOCKCHAINS: readonly Blockchains[] = Object.values(Blockchains);
export const TX_ACTIONS: readonly TransactionActions[] = Object.values(TransactionActions);
/** The filters chosen from a list, with their values: any other value in the URL is no filter. */
export const TX_CHOICES: Partial<Record<TxFilterKey, readonly string[]>> = { status: TX_STATUSES, blockchain: BLOCKCHAINS, action: TX_ACTIONS };

export type TxListParams = ListParams<TxSortPath, TxFilterKey>;

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A datetime-local value (the user's local time) as an ISO instant; undefined when it is not a date. */
export function localToIso(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * The last moment a "to" filter typed in the user's time zone names: the whole minute it shows (a transaction at
 * 20:34:48 is in a view "to 20:34"), or the whole second when seconds are given. The service's bound is inclusive.
 */
export function localToIsoEnd(value: string | undefined): string | undefined {
  const start = localToIso(value);
  if (!start || !value) return start;
  const last = /T\d{2}:\d{2}$/.test(value.trim()) ? 59_999 : /T\d{2}:\d{2}:\d{2}$/.test(value.trim()) ? 999 : 0;
  return new Date(Date.parse(start) + last).toISOString();
}

export type TxFilterErrors = Partial<Record<TxFilterKey, 'invalidUuid' | 'invalidDate' | 'invalidRange'>>;

/** What is wrong with filter values typed or pasted into the URL; those values are not sent. */
export function filterErrors(filters: Partial<Record<TxFilterKey, string>>): TxFilterErrors {
  const errors: TxFilterErrors = {};
  for (const key of ['asset', 'project'] as const) {
    const value = filters[key]?.trim();
    // The contract's Uuid: not the all-zero one, which the service would read as no filter at all.
    if (value && !UuidPattern.test(value)) errors[key] = 'invalidUuid';
  }
  for (const key of ['from', 'to'] as const) {
    if (filters[key] && !localToIso(filters[key])) errors[key] = 'invalidDate';
  }
  const from = localToIso(filters.from);
  const to = localToIso(filters.to);
  if (from && to && to < from) errors.to = 'invalidRange';
  return errors;
}

/** The QueryTransactions body for a list view (search text already debounced by the caller). */
export function toQueryBody(
  list: Pick<TxListParams, 'page' | 'pageSize' | 'sort' | 'order' | 'filters'>,
  searchText: string,
  fixed?: TransactionsViewFilter,
): TransactionQueryDto {
  const { filters } = list;
  const errors = filterErrors(filters);
  const valid = (key: TxFilterKey) => (errors[key] ? undefined : filters[key]?.trim() || undefined);
  const body: TransactionQueryDto = {
    take: list.pageSize,
    skip: list.page * list.pageSize,
    sortPath: list.sort,
    sortDirection: list.order,
    txStatus: oneOf(TX_STATUSES, filters.status),
    blockchains: oneOf(BLOCKCHAINS, filters.blockchain),
    txActions: oneOf(TX_ACTIONS, filters.action),
    searchText: searchText.trim() || undefined,
    txId: valid('txId'),
    projectId: fixed && 'projectId' in fixed ? fixed.projectId : valid('project'),
    tokenizedAssetId: fixed && 'tokenizedAssetId' in fixed ? fixed.tokenizedAssetId : valid('asset'),
    createdFrom: localToIso(valid('from')),
    createdTo: localToIsoEnd(valid('to')),
  };
  // Unset filters are left out, so equal views share one cache key.
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as TransactionQueryDto;
}
