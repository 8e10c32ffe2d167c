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
import { acquireDataDirLock } from './data-dir-lock';
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

/**
 * The advisory lock (two int4 keys) every instance takes around its startup work: migrations and the demo seed.
 * 0x52454749 is "REGI"; the second key leaves room for other locks of this service.
 */
const STARTUP_LOCK_KEYS = [0x52454749, 1] as const;
/** How long an instance waits for another one's startup work (migrations, demo seed) before giving up. */
export const STARTUP_LOCK_WAIT_MS = 120_000;

/**
 * Runs `work` on a dedicated connection holding the startup advisory lock. The connection has no statement timeout
 * (a migration may legitimately take longer than a request may) but waits at most STARTUP_LOCK_WAIT_MS for the lock.
 * The lock is a session lock: it ends with the connection, so an instance that dies mid-migration does not block the
 * others (its migration transaction is rolled back with it).
 */
async function withAdvisoryLock<T>(databaseUrl: string, settings: DatabaseSettings, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    lock_timeout: STARTUP_LOCK_WAIT_MS,
    application_name: 'registry-reference-service startup',
  });
  // A dropped connection fails the query in progress; without a listener it would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    try {
      await client.query('select pg_advisory_lock($1, $2)', [...STARTUP_LOCK_KEYS]);
    } catch (err) {
      if ((err as { code?: unknown }).code === '55P03') {
        throw new Error(
          `Another instance has held the startup lock (migrations, demo seed) for over ${STARTUP_LOCK_WAIT_MS / 1000} s; ` +
            'it may be stuck (see pg_locks where locktype = \'advisory\').',
          { cause: err },
        );
      }
      throw err;
    }
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [...STARTUP_LOCK_KEYS]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function openPostgres(databaseUrl: string, settings: DatabaseSettings, log?: OpenDatabaseConfig['log']): Promise<Database> {
  const pool = createPool(databaseUrl, settings, log);
  try {
    const db = drizzlePg(pool, { schema });
    // Instances starting together migrate one after the other: the first applies what is missing, the others find
    // nothing left to do (drizzle's migrator alone would let two of them apply the same migration at once).
    await withAdvisoryLock(databaseUrl, settings, (client) => migratePg(drizzlePg(client, { schema }), { migrationsFolder }));
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      withStartupLock: (work) => withAdvisoryLock(databaseUrl, settings, () => work()),
      close: () => pool.end(),
    };
  } catch (err) {
    await pool.end();
    throw err;
  }
}

async function openPglite(config: OpenDatabaseConfig): Promise<Database> {
  if (config.inMemory) return wrapPglite(await PGlite.create({ extensions: { pg_trgm } }), async () => undefined);
  const dataDir = path.resolve(config.dataDir);
  await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
  // PGlite has no lock of its own: a second process on the same files would corrupt them. Refuse it instead.
  const lock = await acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  } catch (err) {
    await lock.release();
    throw err;
  }
  return wrapPglite(client, () => lock.release());
}

async function wrapPglite(client: PGlite, release: () => Promise<void>): Promise<Database> {
  const close = async () => {
    try {
      await client.close();
    } finally {
      await release();
    }
  };
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'pglite', withStartupLock: (work) => work(), close };
  } catch (err) {
    await close();
    throw err;
  }
}
