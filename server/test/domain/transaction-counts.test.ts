import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../src/db/schema';
import { FILTER_COUNT_CAP, SEARCH_ESTIMATE_TRUSTED, SEARCH_PROBE_CAP } from '../../src/services/transaction-count';
import { newInstitutionId, openTestServices, type TestServices } from './support/test-services';

/**
 * Counts come from a trigger-kept table when only status, action and chain filter, from the planner's estimate for a
 * free-text search it expects to match many rows (its probe counts the others, see transaction-search-probe.test.ts),
 * and from a plain or capped count otherwise: every path must agree with the rows, also after status changes and
 * deletes.
 */
let t: TestServices;
const inst = newInstitutionId();
const run = inst.slice(0, 8);
const MANY = SEARCH_PROBE_CAP + 50;

beforeAll(async () => {
  t = await openTestServices();
  // MANY rows with "bulk" in the note, in one statement (the statement trigger counts them in one pass).
  await t.database.db.execute(sql`
    INSERT INTO transactions (tx_id, institution_id, tx_action, tx_status, blockchain, note, created_at, updated_at)
    SELECT 'CNT-' || ${run} || '-' || i, ${inst}::uuid, (ARRAY['TxAsset','OptIn'])[1 + i % 2], (ARRAY['New','Failed','Successful'])[1 + i % 3],
      (ARRAY['Algorand','Polygon'])[1 + i % 2], 'bulk ' || i, now() - make_interval(secs => i), now()
    FROM generate_series(1, ${MANY}::int) AS i`);
});
afterAll(() => t.close());

const count = async (q: object) => t.services.transactions.query(inst, { take: 1, ...q });
const exact = async (where: ReturnType<typeof sql>) =>
  Number(((await t.database.db.execute(sql`select count(*) as n from transactions where institution_id = ${inst} and ${where}`)) as unknown as { rows: { n: string | number }[] }).rows[0].n);

describe('transaction counts', () => {
  it('status, action and chain counts are exact and follow updates and deletes', async () => {
    expect((await count({})).count).toBe(MANY);
    expect(await count({ txStatus: 'Failed', txActions: 'OptIn' })).toMatchObject({ count: await exact(sql`tx_status = 'Failed' and tx_action = 'OptIn'`) });
    await t.database.db.update(transactions).set({ txStatus: 'Canceled' }).where(eq(transactions.txId, `CNT-${run}-1`));
    await t.database.db.delete(transactions).where(eq(transactions.txId, `CNT-${run}-2`));
    expect((await count({})).count).toBe(MANY - 1);
    expect((await count({ txStatus: 'Canceled' })).count).toBe(1);
    for (const status of ['New', 'Failed', 'Successful'] as const) {
      expect((await count({ txStatus: status, blockchains: 'Polygon' })).count).toBe(await exact(sql`tx_status = ${status} and blockchain = 'Polygon'`));
    }
  });

  it('a search with few matches is exact; one with many is exact or, flagged, the estimate that left it uncounted', async () => {
    const few = await count({ searchText: 'bulk 100' });
    expect(few).toMatchObject({ count: await exact(sql`note like 'bulk 100%'`) });
    expect(few.countIsEstimate).toBeUndefined();
    // Counted with its page when the planner expects fewer than 5,000 matches (read whole for the page anyway; more
    // found than the probe holds, counted beside the usual page), estimated when it expects more: either way never a
    // number that is not flagged but wrong.
    const many = await count({ searchText: 'bulk' });
    if (many.countIsEstimate) expect(many.count).toBeGreaterThanOrEqual(SEARCH_ESTIMATE_TRUSTED);
    else expect(many.count).toBe(await exact(sql`note like 'bulk%'`));
    expect(many.result).toHaveLength(1);
  });

  it("a search's estimate rests on a histogram of 500 entries of the searched text (migration 0012)", async () => {
    // At the default 100 a text in 1 row of 36 missed every entry after about one ANALYZE in eleven, and the planner then
    // read and sorted all its matches for a page (136-166 ms at a million transactions instead of 10-15).
    await t.database.db.execute(sql`ANALYZE transactions`);
    const [stats] = ((await t.database.db.execute(sql`
      select a.attstattarget::int as target, (select array_length(s.histogram_bounds::text::text[], 1) from pg_stats s
        where s.tablename = 'transactions_search_trgm_idx') as entries
      from pg_attribute a where a.attrelid = 'transactions_search_trgm_idx'::regclass and a.attnum = 1`)) as unknown as { rows: { target: number; entries: number }[] }).rows;
    expect(stats.target).toBe(500);
    // Every row's text differs (its id leads it): more than the default's 101 entries once there are enough rows.
    expect(stats.entries).toBeGreaterThan(101);
  });

  it('a page past the last match keeps the count; a view without matches counts 0', async () => {
    for (const q of [{ searchText: 'bulk 100' }, { txId: `CNT-${run}-3` }, { createdFrom: new Date(Date.now() - 3_600_000).toISOString() }, { txStatus: 'Failed' }]) {
      const first = await count(q);
      expect(first.count).toBeGreaterThan(0);
      const beyond = await count({ ...q, skip: first.count + 5 });
      expect(beyond).toEqual({ count: first.count, ...(first.countIsEstimate ? { countIsEstimate: true } : {}), result: [] });
    }
    for (const q of [{ searchText: 'no such words here' }, { txId: 'CNT-NONE' }, { createdFrom: new Date(Date.now() + 3_600_000).toISOString() }]) {
      expect(await count(q)).toEqual({ count: 0, result: [] });
      expect(await count({ ...q, skip: 10 })).toEqual({ count: 0, result: [] });
    }
  });

  it('date filters are counted exactly up to their cap', async () => {
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const view = await count({ createdFrom: from });
    expect(view.count).toBe(await exact(sql`created_at >= ${from}::timestamptz`));
    expect(view.countIsEstimate).toBeUndefined();
  });

  it('a date range with more matches than the cap is an estimate, flagged, near the real number', async () => {
    const busy = newInstitutionId();
    const rows = FILTER_COUNT_CAP + 2_000;
    await t.database.db.execute(sql`
      INSERT INTO transactions (tx_id, institution_id, tx_action, tx_status, blockchain, note, created_at, updated_at)
      SELECT 'RNG-' || ${busy.slice(0, 8)} || '-' || i, ${busy}::uuid, 'TxAsset', 'Successful', 'Algorand', 'range ' || i, now() - make_interval(secs => i), now()
      FROM generate_series(1, ${rows}::int) AS i`);
    await t.database.db.execute(sql`ANALYZE transactions`);
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const view = await t.services.transactions.query(busy, { take: 25, createdFrom: from });
    expect(view.countIsEstimate).toBe(true);
    expect(view.count).toBeGreaterThan(FILTER_COUNT_CAP);
    expect(Math.abs(view.count - rows) / rows).toBeLessThan(0.5);
    expect(view.result).toHaveLength(25);
    // Narrowed below the cap, the same filter is counted exactly again.
    const lastMinutes = new Date(Date.now() - 600_000).toISOString();
    const few = await t.services.transactions.query(busy, { take: 1, createdFrom: lastMinutes });
    expect(few.countIsEstimate).toBeUndefined();
    const exactFew = Number(
      ((await t.database.db.execute(sql`select count(*) as n from transactions where institution_id = ${busy} and created_at >= ${lastMinutes}::timestamptz`)) as unknown as { rows: { n: string | number }[] }).rows[0].n,
    );
    expect(exactFew).toBeGreaterThan(0);
    expect(few.count).toBe(exactFew);
  });
});
