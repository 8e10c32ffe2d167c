import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DEFAULT_DATABASE_SETTINGS, type DatabaseSettings } from '../config';
import * as schema from './schema';
import type { Database, Db } from './database';

export type { Database, Db, Executor, Tx } from './database';

export interface OpenDatabaseConfig {
  /** Directory for the embedded database (used when databaseUrl is not set and inMemory is false). */
  dataDir: string;
  /** postgres://... — when set, a node-postgres pool is used instead of PGlite. */
  databaseUrl?: string;
  /** Embedded database in memory (tests). */
  inMemory?: boolean;
  /** PostgreSQL pool size and timeouts (default DEFAULT_DATABASE_SETTINGS). */
  postgres?: Partial<DatabaseSettings>;
  /** Where dropped connections are reported (they never end the process). */
  log?: { warn(obj: object, msg: string): void };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens PGlite (file or memory) or PostgreSQL and runs the committed migrations. */
export async function openDatabase(config: OpenDatabaseConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, { ...DEFAULT_DATABASE_SETTINGS, ...config.postgres }, config.log);
  return openPglite(config);
}

/**
 * The node-postgres pool, hardened for a database that restarts, fails over or hangs: waiting for a connection,
 * a statement and an idle transaction are bounded (the request then gets a 503), and a connection the server drops
 * (idle in the pool or checked out in a transaction) is logged and replaced instead of ending the process with an
 * unhandled 'error' event.
 */
export function createPool(databaseUrl: string, settings: DatabaseSettings, log?: OpenDatabaseConfig['log']): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: settings.poolMax,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
    keepAlive: true,
    application_name: 'registry-reference-service',
  });
  const report = (err: Error) => log?.warn({ err: { message: err.message, code: (err as { code?: unknown }).code } }, 'PostgreSQL connection lost; it will be replaced');
  // Every client gets a listener for its whole life: a checked-out client (a transaction in progress) has no pool
  // listener, and its 'error' event would otherwise end the process. Its query fails; the pool discards the broken
  // client on release.
  pool.on('connect', (client) => client.on('error', report));
  // An idle client's error is re-emitted by the pool (already reported above); without a listener it would throw.
  pool.on('error', () => undefined);
  return pool;
}

async function openPostgres(databaseUrl: string, settings: DatabaseSettings, log?: OpenDatabaseConfig['log']): Promise<Database> {
  const pool = createPool(databaseUrl, settings, log);
  try {
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  } catch (err) {
    await pool.end();
    throw err;
  }
}

async function openPglite(config: OpenDatabaseConfig): Promise<Database> {
  let client: PGlite;
  if (config.inMemory) {
    client = await PGlite.create({ extensions: { pg_trgm } });
  } else {
    const dir = path.resolve(config.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  }
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
  } catch (err) {
    await client.close();
    throw err;
  }
}
