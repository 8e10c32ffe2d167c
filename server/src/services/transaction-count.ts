import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { transactionCounts, transactions } from '../db/schema';
import type { TransactionQueryDto } from './api-types';

/** Above this many matches a free-text search is estimated instead of counted (counting would be the cost). */
export const SEARCH_COUNT_CAP = 1000;

export interface TransactionCount {
  count: number;
  estimated: boolean;
}

/** True when the query filters by nothing but status, action and chain: the counter table answers it exactly. */
function countedByTable(q: TransactionQueryDto): boolean {
  return !q.searchText?.trim() && !q.txId && !q.projectId && !q.tokenizedAssetId && !q.createdFrom && !q.createdTo;
}

/**
 * The number of matches, as cheaply as it can be had without lying:
 * - status/action/chain only (or no filter): the sum over the trigger-kept counter table, exact;
 * - free text: counted exactly up to SEARCH_COUNT_CAP, beyond that the planner's estimate, flagged as such;
 * - any other filter (dates, project, asset, tx id): counted exactly over their indexes.
 */
export async function countTransactions(db: Executor, institutionId: string, q: TransactionQueryDto, where: SQL): Promise<TransactionCount> {
  if (countedByTable(q)) {
    const [{ n }] = await db
      .select({ n: sql<string | number | null>`coalesce(sum(${transactionCounts.n}), 0)` })
      .from(transactionCounts)
      .where(
        and(
          eq(transactionCounts.institutionId, institutionId),
          q.txStatus ? eq(transactionCounts.txStatus, q.txStatus) : undefined,
          q.txActions ? eq(transactionCounts.txAction, q.txActions) : undefined,
          q.blockchains ? eq(transactionCounts.blockchain, q.blockchains) : undefined,
        ),
      );
    return { count: Number(n ?? 0), estimated: false };
  }
  if (q.searchText?.trim()) {
    const [{ n }] = await db
      .select({ n: sql<string | number>`count(*)` })
      .from(sql`(select 1 from ${transactions} where ${where} limit ${SEARCH_COUNT_CAP + 1}) as capped`);
    const bounded = Number(n);
    if (bounded <= SEARCH_COUNT_CAP) return { count: bounded, estimated: false };
    return { count: Math.max(SEARCH_COUNT_CAP + 1, await plannerEstimate(db, where)), estimated: true };
  }
  const [{ n }] = await db.select({ n: sql<string | number>`count(*)` }).from(transactions).where(where);
  return { count: Number(n), estimated: false };
}

/** The planner's row estimate for the filter (EXPLAIN, no execution). */
async function plannerEstimate(db: Executor, where: SQL): Promise<number> {
  const result = await db.execute(sql`explain (format json) select 1 from ${transactions} where ${where}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}
