import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTemporaryDatabase, type TemporaryDatabase } from './test-database';

export interface PostgresServiceEnv {
  /** The environment for spawnService/startService: a fresh database, one key, a data folder, fast ledger and takeover. */
  env: NodeJS.ProcessEnv;
  temporary: TemporaryDatabase;
  dataDir: string;
  /** Drops the database and removes the data folder. */
  cleanup(): Promise<void>;
}

/**
 * A fresh PostgreSQL database and data folder for real service processes in tests: mints settle within a second
 * (LEDGER_SETTLE_MS 300), so the ledger's work is part of a run, and a job whose worker stopped heartbeating is taken
 * over after 1.5 s (EXTRACT_STALE_MS).
 */
export async function postgresServiceEnv(adminUrl: string, { institutionId, apiKey, name }: { institutionId: string; apiKey: string; name: string }): Promise<PostgresServiceEnv> {
  const temporary = await createTemporaryDatabase(adminUrl);
  const dataDir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  return {
    temporary,
    dataDir,
    env: {
      DATABASE_URL: temporary.url,
      API_KEYS: `${apiKey}:${institutionId}`,
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-dashboard'),
      LEDGER_SETTLE_MS: '300',
      EXTRACT_STALE_MS: '1500',
    },
    async cleanup() {
      await temporary.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
