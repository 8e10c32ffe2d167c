import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_SORT_PATHS } from '../../src/services/transaction-query';
import { createTransactionsService } from '../../src/services/transactions-service';
import { newInstitutionId, openTestServices, type TestServices } from './support/test-services';

/**
 * A free-text search the planner expects to match few rows takes its page from its matches read whole (a probe) and
 * counts them exactly; one that turns out to match more than the probe holds takes its page the usual way, counted
 * exactly beside it up to SEARCH_OVERFLOW_COUNT_CAP. Either way the pages are exactly the ones ORDER BY … OFFSET gives,
 * for every sort path and direction.
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

/** The order the contract's sort paths stand for: empty amounts and unit names last both ways, the id breaking ties. */
const COLUMN: Record<(typeof TRANSACTION_SORT_PATHS)[number], string> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  txStatus: 'tx_status',
  txAction: 'tx_action',
  blockchain: 'blockchain',
  amount: 'amount',
  unitName: 'unit_name',
  txId: 'tx_id',
};
const SORTS = TRANSACTION_SORT_PATHS.flatMap((path) => (['asc', 'desc'] as const).map((direction) => `${path} ${direction}`));

async function expected(order: string): Promise<string[]> {
  const [path, direction] = order.split(' ') as [keyof typeof COLUMN, 'asc' | 'desc'];
  const nulls = path === 'amount' || path === 'unitName' ? ' nulls last' : '';
  const by = sql.raw(`${COLUMN[path]} ${direction}${nulls}, id ${direction}${nulls}`);
  const result = (await t.database.db.execute(
    sql`select id from transactions where institution_id = ${inst} and note like 'needle %' order by ${by}`,
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
  it('covers every sort path the service offers', () => {
    expect(Object.keys(COLUMN).sort()).toEqual([...TRANSACTION_SORT_PATHS].sort());
  });

  for (const order of SORTS) {
    it(`gives the pages ORDER BY … OFFSET gives and an exact count (${order})`, async () => {
      const { ids, counts } = await pages(createTransactionsService({ db: t.database.db }), order);
      expect(ids).toEqual(await expected(order));
      expect(counts).toEqual([String(MATCHES)]);
    });
  }

  for (const order of SORTS) {
    it(`that matches more than its probe holds still gives the right pages, counted exactly beside them (${order})`, async () => {
      // A probe of 500 for 1,200 matches: every page is had the usual way (or lies past the probe's cap), its count
      // exact up to SEARCH_OVERFLOW_COUNT_CAP.
      const { ids, counts } = await pages(createTransactionsService({ db: t.database.db }, { probeCap: 500 }), order);
      expect(ids).toEqual(await expected(order));
      expect(counts).toEqual([String(MATCHES)]);
    });
  }
});
