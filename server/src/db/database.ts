import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type * as schema from './schema';

export type Schema = typeof schema;

/** The drizzle instance services use; the same query code runs on PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle, for code that must run inside one. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Either the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while holding the database-wide startup lock, so instances starting together on one PostgreSQL run
   * it one after the other (the first does the work, the others find it done). A PostgreSQL session-level advisory
   * lock on its own connection: an instance that dies while holding it releases it with its connection. On PGlite
   * (one process per data directory) it just runs `work`.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
