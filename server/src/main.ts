import { buildApp } from './app';
import { loadOrCreateDemoCredentials, type DemoCredentials } from './auth/demo-credentials';
import { loadConfig } from './config';
import { loadContract } from './contract/load-contract';
import { openDatabase } from './db/open-database';
import { createHandlers } from './handlers/index';
import { startExtractWorker } from './jobs/extract-worker';
import { startLedgerWorker } from './jobs/ledger-worker';
import { createSimulatedLedger } from './ledger/simulated-ledger';
import { createLogger } from './logging/create-logger';
import { createServices } from './services/index';
import { seedDemoData } from './seed/seed-demo-data';

/**
 * Starts the reference service: configuration, database (migrations run on open), services, demo institution and
 * data when API_KEYS is unset, the registry-extract worker, HTTP. SIGINT/SIGTERM stop it in reverse order.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger({ level: config.logLevel });
  // Load the contract before touching the database, so a broken contract fails fast.
  const contract = loadContract(config.contractPath);

  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const services = createServices(database, { log });

  let demoProfile: DemoCredentials | undefined;
  let apiKeys = config.apiKeys;
  if (apiKeys === null) {
    demoProfile = loadOrCreateDemoCredentials(config.dataDir);
    apiKeys = new Map([[demoProfile.apiKey, demoProfile.institutionId]]);
    await seedDemoData(services, { institutionId: demoProfile.institutionId, institutionName: demoProfile.institutionName });
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
  });
  const worker = startExtractWorker(services, { log });
  // SIMULATED: the reference service has no blockchain; a real deployment passes its chain's ChainAdapter here.
  const ledger = startLedgerWorker(services, { log, adapter: createSimulatedLedger({ settleAfterMs: envMs('LEDGER_SETTLE_MS') }) });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'Shutting down');
    try {
      await worker.stop();
      await ledger.stop();
      await app.close();
      await database.close();
      log.info('Stopped');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  log.info({ url: address, database: config.databaseUrl ? 'postgres' : 'pglite', demoMode: demoProfile !== undefined }, 'Service listening');
  if (demoProfile) {
    // The only place an API key is ever shown: the operator needs it to call the API.
    process.stdout.write(
      `\nDemo mode (API_KEYS is not set).\nDemo institution ${demoProfile.institutionId}, API key ${demoProfile.apiKey}\n` +
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
  process.exit(1);
});
