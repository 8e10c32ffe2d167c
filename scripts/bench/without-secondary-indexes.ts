import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/db/database';

/**
 * Runs `fill` (a bulk seed) on `table` without its secondary indexes and builds them again afterwards from their own
 * definitions: the same indexes the migrations made, built once by sorting instead of kept up row by row (the
 * trigram GIN index and fifteen B-trees made the million-row seed of `npm run bench` take minutes). The primary key
 * and other constraint indexes stay. ANALYZE at the end, so the planner knows the rebuilt expression indexes too (the
 * seed itself ends with VACUUM ANALYZE, which leaves the table at rest; building indexes keeps it so).
 * The seed's rows must satisfy the unique indexes (the rebuild fails otherwise).
 *
 * With `concurrency` above 1 (PostgreSQL: one pooled connection each) the indexes are built side by side, the costliest
 * first: the trigram index alone takes longer than the fifteen B-trees together, so on two cores they are built
 * while it is. Each index is then its own transaction: a failed rebuild leaves the others (a bench's database is
 * dropped after the run anyway).
 */
export async function withoutSecondaryIndexes<T>(database: Database, table: string, fill: () => Promise<T>, { concurrency = 1 } = {}): Promise<T> {
  // An index's definition does not carry its columns' statistics targets (migration 0012 sets the search index's):
  // they are set again after the rebuild, before the ANALYZE.
  const { rows } = (await database.db.execute(sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition,
           coalesce((select json_agg(json_build_array(a.attnum, a.attstattarget::int)) from pg_attribute a
                      where a.attrelid = i.indexrelid and coalesce(a.attstattarget::int, -1) >= 0), '[]'::json) as statistics
      from pg_index i
     where i.indrelid = ${table}::regclass
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`)) as unknown as { rows: Index[] };
  // One transaction: every statement on one connection of a pool, and no table without its indexes if one fails.
  await database.db.transaction(async (tx) => {
    for (const index of rows) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
  });
  let result: T;
  try {
    result = await fill();
  } finally {
    await rebuild(database, rows, concurrency);
    for (const index of rows) {
      for (const [column, target] of index.statistics) await database.db.execute(sql.raw(`ALTER INDEX ${index.name} ALTER COLUMN ${column} SET STATISTICS ${target}`));
    }
  }
  await database.db.execute(sql.raw(`ANALYZE ${table}`));
  return result;
}

interface Index {
  name: string;
  definition: string;
  /** [column number, statistics target] of the columns whose target is set. */
  statistics: [number, number][];
}

async function rebuild(database: Database, indexes: Index[], concurrency: number): Promise<void> {
  const build = (definitions: string[]) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '128MB'`);
      for (const definition of definitions) await tx.execute(sql.raw(definition));
    });
  if (concurrency <= 1) return build(indexes.map((index) => index.definition));
  // A GIN index (trigrams of every row's text) first: it is the long one.
  const queue = [...indexes].sort((a, b) => Number(/ USING gin /i.test(b.definition)) - Number(/ USING gin /i.test(a.definition)));
  const worker = async () => {
    for (let index = queue.shift(); index; index = queue.shift()) await build([index.definition]);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
