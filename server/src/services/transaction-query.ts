import { and, asc, desc, eq, gte, ilike, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { transactions } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { TransactionQueryDto } from './api-types';
import { parseDateInput } from './iso-dates';
import { likeContains, toSortDirection } from './paging';

/**
 * The searched text: id, unit, addresses and note joined by chr(31). The expression is exactly the one of the trigram
 * index transactions_search_trgm_idx (migration 0007), so ILIKE '%text%' is an index scan instead of a full scan.
 */
const SEARCHABLE_TEXT = sql`(${transactions.txId} || chr(31) || coalesce(${transactions.unitName}, '') || chr(31) || coalesce(${transactions.fromAddress}, '') || chr(31) || coalesce(${transactions.toAddress}, '') || chr(31) || coalesce(${transactions.note}, ''))`;

/** sortPath allow-list: contract name -> column. */
const SORT_COLUMNS = {
  createdAt: transactions.createdAt,
  updatedAt: transactions.updatedAt,
  txStatus: transactions.txStatus,
  txAction: transactions.txAction,
  blockchain: transactions.blockchain,
  amount: transactions.amount,
  unitName: transactions.unitName,
  txId: transactions.txId,
} as const;

export const TRANSACTION_SORT_PATHS = Object.keys(SORT_COLUMNS);

const NULLABLE_SORT_COLUMNS = new Set(['amount', 'unitName']);

type SortPath = keyof typeof SORT_COLUMNS;

function isSortPath(value: string): value is SortPath {
  return Object.hasOwn(SORT_COLUMNS, value);
}

/** WHERE clause for a transaction query, always scoped to the institution. */
export function transactionFilter(institutionId: string, q: TransactionQueryDto): SQL {
  if (q.institutionId && q.institutionId.toLowerCase() !== institutionId.toLowerCase()) {
    throw ApiError.invalid('institutionId', 'institutionId in the body must equal the institution in the path.');
  }
  const conditions: (SQL | undefined)[] = [eq(transactions.institutionId, institutionId)];
  if (q.txStatus) conditions.push(eq(transactions.txStatus, q.txStatus));
  if (q.blockchains) conditions.push(eq(transactions.blockchain, q.blockchains));
  if (q.txActions) conditions.push(eq(transactions.txAction, q.txActions));
  if (q.txId) conditions.push(eq(transactions.txId, q.txId));
  if (q.projectId) conditions.push(eq(transactions.projectId, q.projectId));
  if (q.tokenizedAssetId) conditions.push(eq(transactions.tokenizedAssetId, q.tokenizedAssetId));
  const from = parseDateInput(q.createdFrom, 'createdFrom');
  const to = parseDateInput(q.createdTo, 'createdTo');
  if (from) conditions.push(gte(transactions.createdAt, from));
  if (to) conditions.push(lte(transactions.createdAt, to));
  // Control characters cannot be in a search (and chr(31) separates the fields of the searched text).
  const text = q.searchText?.replace(/\p{Cc}/gu, '').trim();
  if (text) conditions.push(ilike(SEARCHABLE_TEXT, likeContains(text)));
  return and(...conditions) ?? sql`true`;
}

/** ORDER BY from sortPath (allow-listed) and sortDirection; empty values last; id breaks ties so pages are stable. */
export function transactionOrder(q: TransactionQueryDto): SQL[] {
  const path = q.sortPath ?? 'createdAt';
  const column = path === '' ? SORT_COLUMNS.createdAt : isSortPath(path) ? SORT_COLUMNS[path] : null;
  if (!column) {
    throw ApiError.invalid('sortPath', `sortPath must be one of: ${TRANSACTION_SORT_PATHS.join(', ')}.`);
  }
  const direction = toSortDirection(q.sortDirection);
  const by = direction === 'asc' ? asc : desc;
  // Only amount and unitName can be empty; the other columns keep the plain order the indexes serve.
  // Their tie-breaker says nulls last too (id is never null), so the order is exactly that of their two indexes.
  if (NULLABLE_SORT_COLUMNS.has(path)) return [sql`${column} ${sql.raw(direction)} nulls last`, sql`${transactions.id} ${sql.raw(direction)} nulls last`];
  return [by(column), by(transactions.id)];
}
