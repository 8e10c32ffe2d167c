import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { tokenizedAssets } from '../db/schema';

export interface BulkSeedOptions {
  institutionId: string;
  count: number;
  /** Rows per INSERT statement (memory stays flat on PGlite). */
  chunk?: number;
  /**
   * INSERT statements in flight at once (default 1). On PostgreSQL each runs on its own pooled connection, so a
   * million rows fill on every core; PGlite's one connection takes them in turn.
   */
  concurrency?: number;
  onProgress?: (done: number) => void;
}

/** Stand-ins when the institution has no assets yet. */
const FALLBACK_ASSETS = ['BOND27', 'SHARE-A', 'GREEN30', 'MUNI29', 'TBILL26', 'REIT-X'];

/**
 * Fills the ledger with `count` historical transactions of one institution: over its assets (or stand-ins), every
 * status, action and chain, one every few seconds back from now. Generated in SQL (generate_series), so a million rows
 * take seconds on PostgreSQL and well under a minute on PGlite. The rows are history: the ledger worker does not
 * track them (ledger_check_at null). Tx ids are unique per run (a run tag). Amounts are whole base units, as the
 * service keeps an asset's amounts (0 to 999,999: 0 to 9,999.99 of an asset with 2 decimals).
 */
export async function seedBulkTransactions(database: Database, options: BulkSeedOptions): Promise<number> {
  const { institutionId, count } = options;
  const chunk = options.chunk ?? 100_000;
  const assets = await database.db
    .select({ id: tokenizedAssets.id, projectId: tokenizedAssets.projectId, unitName: tokenizedAssets.unitName })
    .from(tokenizedAssets)
    .where(eq(tokenizedAssets.institutionId, institutionId));
  const pool = assets.length > 0 ? assets : FALLBACK_ASSETS.map((unitName) => ({ id: null, projectId: null, unitName }));
  const ids = sql.raw(`ARRAY[${pool.map((a) => (a.id ? `'${a.id}'::uuid` : 'NULL::uuid')).join(',')}]`);
  const projects = sql.raw(`ARRAY[${pool.map((a) => (a.projectId ? `'${a.projectId}'::uuid` : 'NULL::uuid')).join(',')}]`);
  const units = sql.raw(`ARRAY[${pool.map((a) => `'${(a.unitName ?? 'UNIT').replace(/'/g, "''")}'`).join(',')}]::text[]`);
  const run = Date.now().toString(36).toUpperCase();
  const n = pool.length;
  let next = 0;
  let done = 0;
  const fill = async () => {
    while (next < count) {
      const from = next + 1;
      const to = Math.min(count, next + chunk);
      next = to;
      await retriedOnDeadlock(() => database.db.execute(sql`
        INSERT INTO transactions (tx_id, institution_id, project_id, tokenized_asset_id, unit_name, tx_action, tx_status, blockchain,
          from_address, to_address, amount, fee, note, retry_count, created_at, updated_at, confirmed_at, ledger_check_at)
        SELECT 'SEED' || ${run} || upper(substr(md5(i::text), 1, 20)) || i, ${institutionId}::uuid,
          (${projects})[1 + i % ${n}], (${ids})[1 + i % ${n}], (${units})[1 + i % ${n}],
          (ARRAY['TxAsset','TxAsset','TxAsset','OptIn','TxNative','IssueAsset','FreezeAsset','ClawbackAssets','AuthOptIn','LockAccount','Stake','TxTest'])[1 + (i / 3) % 12],
          (ARRAY['Successful','Successful','Successful','Successful','Successful','Successful','Failed','Canceled','New','Retrying'])[1 + (i / 7) % 10],
          (ARRAY['Algorand','Algorand','Ethereum','Polygon','Stellar'])[1 + (i / 11) % 5],
          upper(substr(md5('from' || (i % 5000)), 1, 32)), upper(substr(md5('to' || (i % 20000)), 1, 32)),
          ((i::bigint * 7919) % 1000000)::float8, 0.001,
          CASE WHEN i % 9 = 0 THEN (ARRAY['Coupon payment','Custody transfer','Investor request','Quarterly rebalancing'])[1 + i % 4] END,
          CASE WHEN (i / 7) % 10 = 9 THEN 1 + i % 3 ELSE 0 END,
          now() - make_interval(secs => i * 7), now() - make_interval(secs => i * 7 - 30),
          CASE WHEN (i / 7) % 10 < 6 THEN now() - make_interval(secs => i * 7 - 30) END,
          NULL
        FROM generate_series(${from}::int, ${to}::int) AS i`));
      done += to - from + 1;
      options.onProgress?.(done);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, fill));
  // At rest afterwards: statistics for the planner, and the visibility map set so counts are index-only scans (rather
  // than autovacuum doing it later, beside whatever is measured next).
  await database.db.execute(sql`VACUUM ANALYZE transactions`);
  return done;
}

/**
 * Concurrent statements each add their rows' counts (the statement-level trigger's upsert into transaction_counts)
 * and may lock the same count rows in a different order: PostgreSQL then aborts one (40P01), whole, and it is run again.
 */
async function retriedOnDeadlock<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      if (code !== '40P01' || attempt >= attempts) throw error;
    }
  }
}
