import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/db/database';

/**
 * Runs `fill` (a bulk seed) on `table` without its secondary indexes and builds them again afterwards from their own
 * definitions: the same indexes the migrations made, built once by sorting instead of kept up row by row (the
 * trigram GIN index and fifteen B-trees made the million-row seed of `npm run bench` take minutes). The primary key
 * and other constraint indexes stay. ANALYZE at the end, so the planner knows the rebuilt expression indexes too (the
 * seed itself ends with VACUUM ANALYZE, which leaves the table at rest; building indexes keeps it so).
 * The seed's rows must satisfy the unique indexes (the rebuild fails otherwise).
 */
export async function withoutSecondaryIndexes<T>(database: Database, table: string, fill: () => Promise<T>): Promise<T> {
  const { rows } = (await database.db.execute(sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i
     where i.indrelid = ${table}::regclass
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`)) as unknown as { rows: { name: string; definition: string }[] };
  // One transaction: every statement on one connection of a pool, and no table without its indexes if one fails.
  await database.db.transaction(async (tx) => {
    for (const index of rows) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
  });
  let result: T;
  try {
    result = await fill();
  } finally {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '128MB'`);
      for (const index of rows) await tx.execute(sql.raw(index.definition));
    });
  }
  await database.db.execute(sql.raw(`ANALYZE ${table}`));
  return result;
}
