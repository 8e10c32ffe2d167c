import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractClient, type ContractClient } from '../helpers/contract-client';
import { createTemporaryDatabase, type TemporaryDatabase } from '../helpers/test-database';
import { ApiSteps, expectPdf } from './support/api-steps';
import { bondBody } from '../support/factories';
import { pdfText } from './support/pdf-text';
import { freePort } from '../helpers/free-port';

/**
 * The real service as a child process (`tsx server/src/main.ts`): a registry-extract job that is running when the
 * process is killed (SIGKILL, no shutdown) is picked up again after a restart on the same data, finishes Ready, and
 * its PDF can be downloaded. PGlite in a temporary DATA_DIR, or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const MAIN = path.join(ROOT, 'server/src/main.ts');

const institutionId = randomUUID();
const apiKey = `restart-key-${randomUUID()}`;
let dataDir: string;
let temporary: TemporaryDatabase | undefined;
let port: number;
let child: ChildProcess | undefined;
let output = '';


/** Starts the service; resolves when it answers HTTP. `delayMs` slows every extract job down (EXTRACT_DELAY_MS). */
async function startService(delayMs: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    API_KEYS: `${apiKey}:${institutionId}`,
    EXTRACT_DELAY_MS: String(delayMs),
    // A killed worker's job counts as abandoned once its lock is older than this.
    EXTRACT_STALE_MS: '1500',
    LOG_LEVEL: 'info',
    STATIC_DIR: path.join(dataDir, 'no-dashboard'),
  };
  delete env.DATABASE_URL;
  if (temporary) env.DATABASE_URL = temporary.url;
  // Its own process group: tsx runs the service in a child node process, and SIGKILL must reach that one too.
  const proc = spawn(TSX, [MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  proc.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`The service exited with ${proc.exitCode} while starting:\n${output.slice(-3000)}`);
    try {
      await fetch(`http://127.0.0.1:${port}/api/reference/demo-profile`, { signal: AbortSignal.timeout(1000) });
      return proc;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  await killHard(proc);
  throw new Error(`The service did not answer within 60 s:\n${output.slice(-3000)}`);
}

/** SIGKILL to the service's whole process group (tsx and the node process it starts); resolves once the port is free. */
async function killHard(proc: ChildProcess): Promise<void> {
  if (proc.pid === undefined) return;
  try {
    process.kill(-proc.pid, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/reference/demo-profile`, { signal: AbortSignal.timeout(500) });
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The killed service still answers on port ${port}`);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'extract-restart-'));
  if (process.env.TEST_DATABASE_URL) temporary = await createTemporaryDatabase(process.env.TEST_DATABASE_URL);
  port = await freePort();
});

afterAll(async () => {
  if (child) await killHard(child);
  await temporary?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('registry extract across a hard restart', () => {
  it('finishes the job that was running when the service was killed, and serves its PDF', async () => {
    child = await startService(60_000);
    const api: ContractClient = createContractClient(`http://127.0.0.1:${port}`, apiKey);
    const steps = new ApiSteps(api, institutionId);
    const projectName = `Restart Park ${randomUUID().slice(0, 8)}`;
    const projectId = await steps.createProject({ name: projectName });
    const bond = bondBody({ projectId, isin: 'DE000RSTART1' });
    const assetId = await steps.initializeAsset(bond);
    await steps.finalizeAsset(assetId);

    await steps.generateExtract(projectId);
    const running = await steps.waitForExtractStatus(projectId, (job) => job?.status === 'Running', 20_000, () => output.slice(-2000));
    expect(running.attempts).toBe(1);
    // Asking again while it runs starts no second job.
    await steps.generateExtract(projectId);
    expect((await steps.listExtracts(projectId)).map((j) => j.id)).toEqual([running.id]);
    await killHard(child);

    child = await startService(0);
    const ready = await steps.waitForExtractStatus(projectId, (job) => job?.status === 'Ready' || job?.status === 'Failed', 45_000, () => output.slice(-2000));
    expect(ready).toMatchObject({ id: running.id, status: 'Ready', failureReason: null });
    expect(ready.attempts).toBeGreaterThanOrEqual(2);
    expect(await steps.listExtracts(projectId)).toHaveLength(1);

    const file = await steps.downloadExtract(projectId);
    expect(file.fileName).toBe(ready.fileName);
    const text = await pdfText(expectPdf(file));
    expect(text).toContain(projectName);
    expect(text).toContain(bond.isin);
  }, 150_000);
});
