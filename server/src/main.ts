import { join } from 'node:path';
import { buildApp } from './app';
import { DEMO_CREDENTIALS_FILE, loadOrCreateDemoCredentials, type DemoCredentials } from './auth/demo-credentials';
import { loadConfig } from './config';
import { loadContract } from './contract/load-contract';
import { DataDirInUseError } from './db/data-dir-lock';
import { openDatabase } from './db/open-database';
import { createHandlers } from './handlers/index';
import { startExtractWorker } from './jobs/extract-worker';
import { startLedgerWorker } from './jobs/ledger-worker';
import { createSimulatedLedger } from './ledger/simulated-ledger';
import { createLogger } from './logging/create-logger';
import { createServices } from './services/index';
import { seedDemoData } from './seed/seed-demo-data';

/** SIGTERM to exit: the whole shutdown must fit (container runtimes SIGKILL after 10 s by default). */
const SHUTDOWN_DEADLINE_MS = 9_000;
/** How long a registry extract being written may take to finish before it is handed back. */
const EXTRACT_GRACE_MS = 5_000;

/**
 * Starts the reference service: configuration, database (migrations run on open), services, demo institution and
 * data in demo mode, the registry-extract worker, HTTP. SIGINT/SIGTERM stop it gracefully (see shutdown).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger({ level: config.logLevel });
  // Load the contract before touching the database, so a broken contract fails fast.
  const contract = loadContract(config.contractPath);

  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, postgres: config.database, log });
  const services = createServices(database, { log });

  let demoProfile: DemoCredentials | undefined;
  let apiKeys: ReadonlyMap<string, string> = config.apiKeys ?? new Map();
  if (config.demoMode) {
    demoProfile = loadOrCreateDemoCredentials(config.dataDir);
    apiKeys = new Map([[demoProfile.apiKey, demoProfile.institutionId]]);
    const { institutionId, institutionName } = demoProfile;
    // Under the startup lock: of several instances starting together on one PostgreSQL, one seeds, the others find
    // the institution's projects there and skip.
    await database.withStartupLock(() => seedDemoData(services, { institutionId, institutionName }));
  }

  const app = await buildApp({
    contract,
    handlers: createHandlers(),
    services,
    apiKeys,
    logger: log,
    validateResponses: config.validateResponses,
    staticDir: config.staticDir,
    demoProfile,
    host: config.host,
    corsOrigins: config.corsOrigins,
    connectSrc: config.connectSrc,
    requestTimeoutMs: config.http.requestTimeoutMs,
    connectionTimeoutMs: config.http.connectionTimeoutMs,
    rateLimit: config.rateLimit,
  });
  const worker = startExtractWorker(services, { log });
  // SIMULATED: the reference service has no blockchain; a real deployment passes its chain's ChainAdapter here.
  const ledger = startLedgerWorker(services, { log, adapter: createSimulatedLedger({ settleAfterMs: envMs('LEDGER_SETTLE_MS') }) });

  let stopping = false;
  /**
   * Stops accepting connections (a request arriving on a kept-alive one gets 503), lets in-flight requests finish,
   * lets the extract job being written finish or hands it back, closes the database and exits 0 — all within
   * SHUTDOWN_DEADLINE_MS, else exits 1. The signal often arrives several times (sent to the whole process group,
   * then relayed by npm): later ones are ignored instead of killing the process mid-shutdown.
   */
  const shutdown = async (signal: string) => {
    if (stopping) {
      log.info({ signal }, 'Already shutting down');
      return;
    }
    stopping = true;
    const started = Date.now();
    log.info({ signal }, 'Shutting down');
    const deadline = setTimeout(() => {
      log.error({ signal, afterMs: Date.now() - started }, 'Shutdown deadline passed: exiting with requests or the database still open');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await Promise.all([app.close(), worker.stop({ graceMs: EXTRACT_GRACE_MS }), ledger.stop()]);
      await database.close();
      log.info({ afterMs: Date.now() - started }, 'Stopped');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  log.info({ url: address, database: config.databaseUrl ? 'postgres' : 'pglite', demoMode: demoProfile !== undefined }, 'Service listening');
  if (demoProfile) {
    // Where the operator finds the demo key to call the API, never the key itself: this output is the service's log
    // wherever it runs as a service (NODE_ENV=production DEMO=1), and API keys are never logged.
    process.stdout.write(
      `\nDemo mode (${process.env.DEMO ? 'DEMO=1' : 'embedded database and no API_KEYS'}).\nDemo institution ${demoProfile.institutionId}; ` +
        `its API key is in ${join(config.dataDir, DEMO_CREDENTIALS_FILE)}\n` +
        `Dashboard and API at ${friendlyUrl(address)}\n\n`,
    );
  }
}

/** A non-negative number of milliseconds from the environment, or undefined. */
function envMs(name: string): number | undefined {
  const n = Number(process.env[name]);
  return process.env[name] && Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** http://127.0.0.1:8080 reads better as http://localhost:8080, which is what the README promises. */
function friendlyUrl(address: string): string {
  return address.replace(/^http:\/\/(127\.0\.0\.1|\[::1\])(?=:)/, 'http://localhost');
}

main().catch((error: unknown) => {
  process.stderr.write(`The service could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  if (error instanceof Error && /^(debug|trace)$/i.test(process.env.LOG_LEVEL ?? '')) process.stderr.write(`${error.stack}\n`);
  if (error instanceof Error && error.cause instanceof Error) process.stderr.write(`Cause: ${error.cause.message}\n`);
  // 75 when another process has the embedded database (DataDirInUseError): a supervisor can tell "busy" from "broken".
  process.exit(error instanceof DataDirInUseError ? error.exitCode : 1);
});
