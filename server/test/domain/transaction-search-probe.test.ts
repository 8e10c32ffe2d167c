import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsService } from '../../src/services/transactions-service';
import { newInstitutionId, openTestServices, type TestServices } from './support/test-services';

/**
 * A free-text search the planner expects to match few rows takes its page from its matches read whole (a probe) and
 * counts them exactly; one that turns out to match more than the probe holds takes its page the usual way and says
 * its count is an estimate. Either way the pages are exactly the ones ORDER BY … OFFSET gives, for every sort.
 */
let t: TestServices;
const inst = newInstitutionId();
const run = inst.slice(0, 8);
const MATCHES = 1200;

beforeAll(async () => {
  t = await openTestServices();
  // Half the rows carry the searched word; repeated timestamps, amounts and unit names (some empty), so ties need the id.
  await t.database.db.execute(sql`
    INSERT INTO transactions (tx_id, institution_id, tx_action, tx_status, blockchain, unit_name, amount, note, created_at, updated_at)
    SELECT 'PROBE-' || ${run} || '-' || i, ${inst}::uuid, (ARRAY['TxAsset','OptIn'])[1 + i % 2], (ARRAY['New','Failed','Successful'])[1 + i % 3],
      'Algorand', CASE WHEN i % 7 = 0 THEN NULL ELSE 'U' || (i % 5) END, CASE WHEN i % 11 = 0 THEN NULL ELSE (i % 13) * 1.5 END,
      CASE WHEN i % 2 = 0 THEN 'needle ' || i ELSE 'hay ' || i END,
      timestamptz '2026-01-01' + make_interval(secs => i / 3), timestamptz '2026-02-01' + make_interval(secs => i % 17)
    FROM generate_series(1, ${MATCHES * 2}::int) AS i`);
  await t.database.db.execute(sql`ANALYZE transactions`);
});
afterAll(() => t.close());

const ORDER = {
  'createdAt desc': sql`created_at desc, id desc`,
  'createdAt asc': sql`created_at asc, id asc`,
  'amount desc': sql`amount desc nulls last, id desc nulls last`,
  'amount asc': sql`amount asc nulls last, id asc nulls last`,
  'unitName asc': sql`unit_name asc nulls last, id asc nulls last`,
  'txStatus desc': sql`tx_status desc, id desc`,
} as const;

async function expected(order: keyof typeof ORDER): Promise<string[]> {
  const result = (await t.database.db.execute(
    sql`select id from transactions where institution_id = ${inst} and note like 'needle %' order by ${ORDER[order]}`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/** Every page of the search, 200 at a time, and the count each page gave. */
async function pages(service: ReturnType<typeof createTransactionsService>, order: string) {
  const [sortPath, sortDirection] = order.split(' ');
  const ids: string[] = [];
  const counts = new Set<string>();
  for (let skip = 0; skip < MATCHES + 200; skip += 200) {
    const page = await service.query(inst, { take: 200, skip, searchText: 'NEEDLE', sortPath, sortDirection });
    ids.push(...page.result.map((tx) => tx.id));
    counts.add(`${page.count}${page.countIsEstimate ? ' (estimate)' : ''}`);
  }
  return { ids, counts: [...counts] };
}

describe('a search expected to match few rows', () => {
  for (const order of Object.keys(ORDER) as (keyof typeof ORDER)[]) {
    it(`gives the pages ORDER BY … OFFSET gives and an exact count (${order})`, async () => {
      const { ids, counts } = await pages(createTransactionsService({ db: t.database.db }), order);
      expect(ids).toEqual(await expected(order));
      expect(counts).toEqual([String(MATCHES)]);
    });
  }

  it('that matches more than its probe holds still gives the right pages, its count flagged as an estimate', async () => {
    // A probe of 500: every page of the 1,200 matches is then had the usual way (or past the probe's cap).
    const service = createTransactionsService({ db: t.database.db }, { probeCap: 500 });
    for (const order of ['createdAt desc', 'amount asc'] as const) {
      const { ids, counts } = await pages(service, order);
      expect(ids).toEqual(await expected(order));
      for (const count of counts) expect(count).toMatch(/^\d+ \(estimate\)$/);
      expect(Math.min(...counts.map((count) => Number.parseInt(count, 10)))).toBeGreaterThan(500);
    }
  });
});
