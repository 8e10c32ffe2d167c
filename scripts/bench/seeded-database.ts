// One PostgreSQL database with a million transactions per `npm run bench` run, shared by the modules that need it
// (the transaction query mix and the transaction grid in the browser): seeding takes minutes, so it happens once, for
// whichever of them runs first, and the database is dropped when the run ends (`dropSeededDatabases`).
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { loadOrCreateDemoCredentials } from '../../server/src/auth/demo-credentials';
import { openDatabase } from '../../server/src/db/open-database';
import { seedBulkTransactions } from '../../server/src/seed/bulk-transactions';
import { seedDemoData } from '../../server/src/seed/seed-demo-data';
import { createServices } from '../../server/src/services/index';
import { createTemporaryDatabase } from '../../server/test/helpers/test-database';
import { withoutSecondaryIndexes } from './without-secondary-indexes';

export interface SeededDatabase {
  /** The database's URL (DATABASE_URL of a service on it). */
  url: string;
  /** A DATA_DIR whose demo credentials are the seeded institution's: a service started there in demo mode shows it. */
  dataDir: string;
  institutionId: string;
  apiKey: string;
  /** Transactions seeded (the demo data adds its own few thousand). */
  rows: number;
}

const seeded = new Map<number, Promise<SeededDatabase>>();
const cleanups: (() => Promise<void>)[] = [];

/**
 * A throw-away database on the PostgreSQL server of `adminUrl` holding the demo institution's demo data (projects,
 * assets, customers) and `rows` more transactions spread over its assets; created on the first call, the same one after.
 */
export function seededPostgres(adminUrl: string, rows: number, log: (line: string) => void): Promise<SeededDatabase> {
  let promise = seeded.get(rows);
  if (!promise) {
    promise = seed(adminUrl, rows, log);
    seeded.set(rows, promise);
  }
  return promise;
}

async function seed(adminUrl: string, rows: number, log: (line: string) => void): Promise<SeededDatabase> {
  const temporary = await createTemporaryDatabase(adminUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'registry-bench-seeded-'));
  cleanups.push(async () => {
    await temporary.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const demo = loadOrCreateDemoCredentials(dataDir);
  // A seed statement inserts 100,000 rows: no statement timeout for it on a busy machine.
  const database = await openDatabase({ dataDir: '', databaseUrl: temporary.url, postgres: { statementTimeoutMs: 0 } });
  try {
    const started = Date.now();
    await seedDemoData(createServices(database, { log: pino({ level: 'silent' }) }), { institutionId: demo.institutionId, institutionName: demo.institutionName });
    const demoSeconds = ((Date.now() - started) / 1000).toFixed(0);
    // On every core: the rows in as many INSERTs at once, then the indexes side by side (107 s -> 60-70 s here).
    const concurrency = availableParallelism();
    await withoutSecondaryIndexes(database, 'transactions', () => seedBulkTransactions(database, { institutionId: demo.institutionId, count: rows, concurrency }), { concurrency });
    log(`PostgreSQL: seeded the demo data (${demoSeconds} s) and ${rows.toLocaleString('en')} transactions in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await database.close();
  }
  return { url: temporary.url, dataDir, institutionId: demo.institutionId, apiKey: demo.apiKey, rows };
}

/** Drops every database seeded in this run (the end of `npm run bench`, also after a failure). */
export async function dropSeededDatabases(): Promise<void> {
  const pending = cleanups.splice(0);
  seeded.clear();
  await Promise.allSettled(pending.map((cleanup) => cleanup()));
}
