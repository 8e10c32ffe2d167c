import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { transactionCounts, transactions } from '../db/schema';
import type { TransactionQueryDto } from './api-types';

/** Above this many matches a free-text search is estimated instead of counted (counting would be the cost). */
export const SEARCH_COUNT_CAP = 1000;

/**
 * A free-text search the planner expects to match at least this many rows is not counted at all: finding its first
 * SEARCH_COUNT_CAP + 1 matches costs 45–90 ms at a million transactions (the trigram bitmap or a scan of tens of
 * thousands of rows through ILIKE), the page itself 3 ms. Five times the cap leaves room for the planner's error
 * (measured at a million rows: 50,661 expected for 27,937 matches, 10,132 for 27,962, 100 for 1,202).
 */
export const SEARCH_ESTIMATE_TRUSTED = 5 * SEARCH_COUNT_CAP;

/**
 * Above this many matches a view filtered by dates (and maybe status, action, chain) is estimated instead of counted:
 * a week of a busy institution's history (86,000 of a million transactions) took 8–10 ms to count where its page of
 * 100 rows took 1–2 ms, and at 20 clients that one count was half the database's work in the bench's mix. Up to the
 * cap the count is exact (reading at most this many index entries); beyond it the planner's estimate from the date
 * histogram, flagged, which the grid shows as "about …". Project, asset and id views stay exact: the planner takes
 * a project's rows to be spread over every institution (it multiplies the two columns' selectivities), so with
 * several institutions its estimate would be that many times too low.
 */
export const FILTER_COUNT_CAP = 10_000;

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
 * - free text: the planner's estimate, flagged as such, when it expects at least SEARCH_ESTIMATE_TRUSTED matches;
 *   otherwise counted exactly up to SEARCH_COUNT_CAP, beyond that the estimate (flagged);
 * - a project, asset or transaction id: counted exactly over their indexes;
 * - dates (with or without status, action, chain): counted exactly up to FILTER_COUNT_CAP, beyond that the estimate
 *   (flagged).
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
    const expected = await plannerEstimate(db, where);
    if (expected >= SEARCH_ESTIMATE_TRUSTED) return { count: expected, estimated: true };
    return boundedCount(db, where, SEARCH_COUNT_CAP, expected);
  }
  if (q.projectId || q.tokenizedAssetId || q.txId) {
    const [{ n }] = await db.select({ n: sql<string | number>`count(*)` }).from(transactions).where(where);
    return { count: Number(n), estimated: false };
  }
  return boundedCount(db, where, FILTER_COUNT_CAP);
}

/** Counted exactly up to `cap` matches; beyond, the planner's estimate (asked only then unless given), flagged. */
async function boundedCount(db: Executor, where: SQL, cap: number, expected?: number): Promise<TransactionCount> {
  const [{ n }] = await db
    .select({ n: sql<string | number>`count(*)` })
    .from(sql`(select 1 from ${transactions} where ${where} limit ${cap + 1}) as capped`);
  const bounded = Number(n);
  if (bounded <= cap) return { count: bounded, estimated: false };
  return { count: Math.max(cap + 1, expected ?? (await plannerEstimate(db, where))), estimated: true };
}

/** The planner's row estimate for the filter (EXPLAIN, no execution). */
async function plannerEstimate(db: Executor, where: SQL): Promise<number> {
  const result = await db.execute(sql`explain (format json) select 1 from ${transactions} where ${where}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}
