import type { DatabaseSettings, RateLimitSettings } from '../../src/config';
import { openDatabase } from '../../src/db/open-database';
import { createHandlers } from '../../src/handlers/index';
import { startExtractWorker } from '../../src/jobs/extract-worker';
import { createServices } from '../../src/services/index';
import { seedDemoData } from '../../src/seed/seed-demo-data';
import { CONTRACT_PATH } from './contract-paths';
import { cachedContract } from './contract-cache';
import { createLogCapture } from './log-capture';
import { createCapturedLogger, defaultTestApiKeys, listenOnLoopback, type RunningServer } from './start-platform-server';
import { createTemporaryDatabase, type TemporaryDatabase } from './test-database';

export interface StartTestServerOptions {
  /** API key -> institution id. Default: two new institutions with one key each. */
  apiKeys?: ReadonlyMap<string, string>;
  /** Seed the demo data for the first key's institution. */
  seed?: boolean;
  /** Use this PostgreSQL database as is. Default: a fresh database on TEST_DATABASE_URL when set, else in-memory PGlite. */
  databaseUrl?: string;
  /** Run the registry-extract worker (default true). */
  worker?: boolean;
  /** PostgreSQL pool size and timeouts (default: the service's defaults). */
  postgres?: Partial<DatabaseSettings>;
  /** Requests per API key and window (default: no limit). */
  rateLimit?: RateLimitSettings;
}

export type TestServer = RunningServer & {
  /** The opened database, for tests that inspect what was (not) stored. */
  database: Awaited<ReturnType<typeof openDatabase>>;
  services: ReturnType<typeof createServices>;
};

/**
 * The whole reference service on 127.0.0.1 (free port) with the real contract, handlers, services and a fresh
 * database: in-memory PGlite, or a new PostgreSQL database when TEST_DATABASE_URL is set (dropped on close).
 */
export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  let temporary: TemporaryDatabase | undefined;
  let databaseUrl = options.databaseUrl;
  if (!databaseUrl && process.env.TEST_DATABASE_URL) {
    temporary = await createTemporaryDatabase(process.env.TEST_DATABASE_URL);
    databaseUrl = temporary.url;
  }
  const apiKeys = options.apiKeys ?? defaultTestApiKeys();
  // One captured log for the database, the HTTP layer, the services and the worker, so tests can search all of it.
  const logCapture = createLogCapture();
  const log = createCapturedLogger(logCapture);
  const database = await openDatabase({ dataDir: '', databaseUrl, inMemory: !databaseUrl, postgres: options.postgres, log });
  const services = createServices(database, { log });
  if (options.seed) {
    const [institutionId] = [...apiKeys.values()];
    await seedDemoData(services, { institutionId });
  }
  const worker = options.worker === false ? null : startExtractWorker(services, { log });

  const server = await listenOnLoopback(
    { contract: cachedContract(CONTRACT_PATH), handlers: createHandlers(), services, apiKeys, logCapture, rateLimit: options.rateLimit },
    async () => {
      await worker?.stop();
      await database.close();
      await temporary?.drop();
    },
  );
  return { ...server, database, services };
}
