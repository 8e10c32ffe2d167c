import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess, stopProcess, waitForUrl } from './processes';

export interface RunningService {
  origin: string;
  institutionId: string;
  apiKey: string;
  stop(): Promise<void>;
}

export interface ServiceOptions {
  port: number;
  /** PostgreSQL URL; PGlite in `dataDir` when unset. */
  databaseUrl?: string;
  /** Kept between starts when given (PGlite data, demo key); a fresh temporary folder otherwise. */
  dataDir?: string;
  logFile?: string;
}

/**
 * Starts the reference service the way production runs it (`npm run server`, NODE_ENV=production, demo mode with
 * its demo data, no rate limit) and reads the demo institution and key from GetDemoProfile.
 */
export async function startService(options: ServiceOptions): Promise<RunningService> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'registry-bench-'));
  const origin = `http://127.0.0.1:${options.port}`;
  const child = startProcess('npm', ['run', '--silent', 'server'], {
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    API_KEYS: '',
    // The bench measures the demo institution on purpose (also on PostgreSQL and in production mode, where only DEMO=1 allows it).
    DEMO: '1',
    // autocannon sends thousands of requests a second with the demo key: the per-key rate limit would answer most
    // of them 429 and the bench would measure the limiter, not the service.
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'info',
  }, options.logFile);
  const stop = async () => {
    await stopProcess(child);
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${origin}/api/reference/demo-profile`, 180_000, child);
    const response = await fetch(`${origin}/api/reference/demo-profile`);
    const profile = (await response.json()) as { data: { institutionId: string; apiKey: string } };
    return { origin, institutionId: profile.data.institutionId, apiKey: profile.data.apiKey, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
