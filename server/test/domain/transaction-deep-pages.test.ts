import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newInstitutionId, openTestServices, type TestServices } from './support/test-services';

/**
 * A deep page (skip of 1,000 and more) is found in the index first and its rows read afterwards: it must be exactly
 * the page OFFSET gives, for every sort (including the ones whose empty values go last) and with filters.
 */
let t: TestServices;
const inst = newInstitutionId();
const run = inst.slice(0, 8);
const ROWS = 2400;

beforeAll(async () => {
  t = await openTestServices();
  // Repeated timestamps, amounts and unit names (and some empty ones), so ties are broken by the id.
  await t.database.db.execute(sql`
    INSERT INTO transactions (tx_id, institution_id, tx_action, tx_status, blockchain, unit_name, amount, created_at, updated_at)
    SELECT 'DEEP-' || ${run} || '-' || i, ${inst}::uuid, (ARRAY['TxAsset','OptIn'])[1 + i % 2], (ARRAY['New','Failed','Successful'])[1 + i % 3],
      'Algorand', CASE WHEN i % 7 = 0 THEN NULL ELSE 'U' || (i % 5) END, CASE WHEN i % 11 = 0 THEN NULL ELSE (i % 13) * 1.5 END,
      timestamptz '2026-01-01' + make_interval(secs => i / 3), timestamptz '2026-02-01' + make_interval(secs => i % 17)
    FROM generate_series(1, ${ROWS}::int) AS i`);
});
afterAll(() => t.close());

const ids = async (q: object) => (await t.services.transactions.query(inst, q)).result.map((tx) => tx.id);

/**
 * Rows 0..999 read in shallow pages (OFFSET on the table) and the rest in deep ones (found in the index first):
 * together every row once, and a page straddling position 1,000 lines up with both.
 */
async function expectDeepPagesAgree(view: object, total: number) {
  const shallow: string[] = [];
  for (let skip = 0; skip < 1000; skip += 200) shallow.push(...(await ids({ take: Math.min(200, 1000 - skip), skip, ...view })));
  const deep: string[] = [];
  for (let skip = 1000; skip < total; skip += 200) deep.push(...(await ids({ take: 200, skip, ...view })));
  expect(shallow).toHaveLength(1000);
  expect(deep).toHaveLength(total - 1000);
  expect(new Set([...shallow, ...deep]).size).toBe(total);
  const straddle = await ids({ take: 25, skip: 990, ...view });
  expect(straddle).toEqual([...shallow.slice(990), ...deep.slice(0, 15)]);
  // Past the end: an empty page, as with OFFSET.
  expect(await ids({ take: 25, skip: total, ...view })).toEqual([]);
}

describe('deep pages', () => {
  const sorts = [
    { sortPath: 'createdAt', sortDirection: 'desc' },
    { sortPath: 'createdAt', sortDirection: 'asc' },
    { sortPath: 'amount', sortDirection: 'desc' },
    { sortPath: 'amount', sortDirection: 'asc' },
    { sortPath: 'unitName', sortDirection: 'asc' },
    { sortPath: 'updatedAt', sortDirection: 'desc' },
  ];
  for (const sort of sorts) {
    it(`skip 1,000 and beyond continue the shallow pages exactly (${sort.sortPath} ${sort.sortDirection})`, async () => {
      await expectDeepPagesAgree(sort, ROWS);
    });
  }

  it('a filtered deep page is the filtered view at that position', async () => {
    await expectDeepPagesAgree({ txActions: 'TxAsset', sortPath: 'amount', sortDirection: 'desc' }, ROWS / 2);
  });
});
