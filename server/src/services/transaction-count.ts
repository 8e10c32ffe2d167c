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

/**
 * How a query's count is had. Every way but `estimate` is an expression the page's own statement selects as one more
 * column (one statement per request instead of two or three: each statement costs both processes a round trip,
 * a parse and a plan, which at 20 clients on two cores was as much as the cheap queries themselves):
 * - `table`: the sum over the trigger-kept counter table (status, action, chain or no filter), exact;
 * - `exact`: count(*) over the filter's index (project, asset, transaction id), exact;
 * - `bounded`: count(*) of at most `cap` + 1 matches; beyond the cap the planner's estimate, flagged;
 * - `window`: count(*) over () of the page's own scan: a search the planner expects to match fewer than
 *   SEARCH_COUNT_CAP rows is read whole for its page anyway (trigram bitmap, then a sort), so its exact count costs
 *   nothing more, where a second, capped count read the same rows again;
 * - `estimate`: the planner's number, flagged; nothing selected with the page.
 */
export type CountPlan =
  | { kind: 'table' | 'exact'; column: SQL }
  | { kind: 'window'; column: SQL; expected: number }
  | { kind: 'bounded'; column: SQL; cap: number; expected?: number }
  | { kind: 'estimate'; count: number };

/** True when the query filters by nothing but status, action and chain: the counter table answers it exactly. */
function countedByTable(q: TransactionQueryDto): boolean {
  return !q.searchText?.trim() && !q.txId && !q.projectId && !q.tokenizedAssetId && !q.createdFrom && !q.createdTo;
}

/**
 * The cheapest way to the number of matches that does not lie (see CountPlan): a free-text search asks the planner
 * first (EXPLAIN, no execution); every other view decides from its filters alone.
 */
export async function planCount(db: Executor, institutionId: string, q: TransactionQueryDto, where: SQL): Promise<CountPlan> {
  if (countedByTable(q)) {
    const filter = and(
      eq(transactionCounts.institutionId, institutionId),
      q.txStatus ? eq(transactionCounts.txStatus, q.txStatus) : undefined,
      q.txActions ? eq(transactionCounts.txAction, q.txActions) : undefined,
      q.blockchains ? eq(transactionCounts.blockchain, q.blockchains) : undefined,
    );
    return { kind: 'table', column: sql`(select coalesce(sum(${transactionCounts.n}), 0) from ${transactionCounts} where ${filter})` };
  }
  if (q.searchText?.trim()) {
    const expected = await plannerEstimate(db, where);
    if (expected >= SEARCH_ESTIMATE_TRUSTED) return { kind: 'estimate', count: expected };
    if (expected < SEARCH_COUNT_CAP) return { kind: 'window', column: sql`count(*) over ()`, expected };
    return { kind: 'bounded', column: boundedCount(where, SEARCH_COUNT_CAP), cap: SEARCH_COUNT_CAP, expected };
  }
  if (q.projectId || q.tokenizedAssetId || q.txId) {
    return { kind: 'exact', column: sql`(select count(*) from ${transactions} where ${where})` };
  }
  return { kind: 'bounded', column: boundedCount(where, FILTER_COUNT_CAP), cap: FILTER_COUNT_CAP };
}

function boundedCount(where: SQL, cap: number): SQL {
  return sql`(select count(*) from (select 1 from ${transactions} where ${where} limit ${cap + 1}) as capped)`;
}

/**
 * The count from what the page's statement selected: `selected` is its count column in any row of the page, undefined
 * when the page came back empty (then the count is 0 on the first page; past it, counted on its own).
 */
export async function countFromPage(db: Executor, plan: CountPlan, where: SQL, skip: number, selected: unknown): Promise<TransactionCount> {
  if (plan.kind === 'estimate') {
    // An empty first page means no match at all, whatever the planner expected.
    return selected === undefined && skip === 0 ? { count: 0, estimated: false } : { count: plan.count, estimated: true };
  }
  if (selected !== undefined) return resolve(db, plan, where, selected);
  if (skip === 0) return { count: 0, estimated: false };
  // A page past the last match selected no row, so no count either: counted on its own (a window's count exactly,
  // as its pages say: reading every match is what its page does too).
  const alone = plan.kind === 'window' ? { kind: 'exact' as const, column: sql`(select count(*) from ${transactions} where ${where})` } : plan;
  const result = await db.execute(sql`select ${alone.column} as n`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: unknown }[];
  return resolve(db, alone, where, rows[0]?.n);
}

async function resolve(db: Executor, plan: Exclude<CountPlan, { kind: 'estimate' }>, where: SQL, value: unknown): Promise<TransactionCount> {
  const n = Number(value ?? 0);
  if (plan.kind !== 'bounded' || n <= plan.cap) return { count: n, estimated: false };
  return { count: Math.max(plan.cap + 1, plan.expected ?? (await plannerEstimate(db, where))), estimated: true };
}

/** The planner's row estimate for the filter (EXPLAIN, no execution). */
async function plannerEstimate(db: Executor, where: SQL): Promise<number> {
  const result = await db.execute(sql`explain (format json) select 1 from ${transactions} where ${where}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}
