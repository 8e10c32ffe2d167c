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
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens PGlite (file or memory) or PostgreSQL and runs the committed migrations. */
export async function openDatabase(config: OpenDatabaseConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(config);
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
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
