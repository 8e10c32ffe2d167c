import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutSecondaryIndexes } from '../../../scripts/bench/without-secondary-indexes';
import { seedBulkTransactions } from '../../src/seed/bulk-transactions';
import { newInstitutionId, openTestServices, type TestServices } from './support/test-services';

/**
 * `npm run seed -- --transactions N` and the bench fill the ledger with statements running side by side on
 * PostgreSQL, and rebuild the indexes they dropped side by side: the rows, their counts and the indexes must come out
 * as one statement at a time would leave them.
 */
let t: TestServices;
beforeAll(async () => {
  t = await openTestServices();
});
afterAll(() => t.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the bulk seed', () => {
  it('inserts every row once, in chunks at once, with counts that agree with the rows', async () => {
    const institutionId = newInstitutionId();
    const progress: number[] = [];
    const done = await seedBulkTransactions(t.database, { institutionId, count: 2_345, chunk: 400, concurrency: 3, onProgress: (n) => progress.push(n) });
    expect(done).toBe(2_345);
    expect(progress.at(-1)).toBe(2_345);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const [stored] = await rowsOf<{ n: string | number; ids: string | number; statuses: string | number }>(
      sql`select count(*) as n, count(distinct tx_id) as ids, count(distinct tx_status) as statuses from transactions where institution_id = ${institutionId}`,
    );
    expect(Number(stored.n)).toBe(2_345);
    expect(Number(stored.ids)).toBe(2_345);
    expect(Number(stored.statuses)).toBe(5);
    // The statement-level triggers' counts (what the grid shows for a status filter) match the rows.
    const failed = await t.services.transactions.query(institutionId, { take: 1, txStatus: 'Failed' });
    const [exact] = await rowsOf<{ n: string | number }>(sql`select count(*) as n from transactions where institution_id = ${institutionId} and tx_status = 'Failed'`);
    expect(failed.count).toBe(Number(exact.n));
    expect((await t.services.transactions.query(institutionId, { take: 1 })).count).toBe(2_345);
  });

  it('rebuilds the dropped indexes side by side, each as it was defined', async () => {
    const table = `seed_scratch_${newInstitutionId().slice(0, 8)}`;
    await t.database.db.execute(sql.raw(`CREATE TABLE ${table} (id int PRIMARY KEY, a text, b int)`));
    await t.database.db.execute(sql.raw(`CREATE INDEX ${table}_trgm ON ${table} USING gin (a gin_trgm_ops)`));
    await t.database.db.execute(sql.raw(`CREATE INDEX ${table}_b ON ${table} (b, id)`));
    await t.database.db.execute(sql.raw(`CREATE UNIQUE INDEX ${table}_a_uq ON ${table} (a)`));
    // An expression's statistics target (as migration 0012 sets the search index's) is not part of the definition.
    await t.database.db.execute(sql.raw(`CREATE INDEX ${table}_lower ON ${table} (lower(a))`));
    await t.database.db.execute(sql.raw(`ALTER INDEX ${table}_lower ALTER COLUMN 1 SET STATISTICS 321`));
    const target = async () =>
      (await rowsOf<{ n: number | null }>(sql`select attstattarget::int as n from pg_attribute where attrelid = ${`${table}_lower`}::regclass and attnum = 1`))[0]?.n;
    const definitions = async () =>
      (await rowsOf<{ d: string }>(sql`select pg_get_indexdef(indexrelid) as d from pg_index where indrelid = ${table}::regclass order by 1`)).map((r) => r.d);
    const before = await definitions();
    const during = await withoutSecondaryIndexes(
      t.database,
      table,
      async () => {
        await t.database.db.execute(sql.raw(`INSERT INTO ${table} SELECT i, 'row ' || i, i % 7 FROM generate_series(1, 500) i`));
        return definitions();
      },
      { concurrency: 2 },
    );
    // Only the primary key while the rows went in; all five again afterwards, with the expression's target.
    expect(during).toHaveLength(1);
    expect(await definitions()).toEqual(before);
    expect(before).toHaveLength(5);
    expect(await target()).toBe(321);
    await t.database.db.execute(sql.raw(`DROP TABLE ${table}`));
  });
});
