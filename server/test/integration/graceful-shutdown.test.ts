import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractClient } from '../helpers/contract-client';
import { createTemporaryDatabase, type TemporaryDatabase } from '../helpers/test-database';
import { ApiSteps } from './support/api-steps';
import { bondBody } from '../support/factories';
import { freePort } from '../helpers/free-port';

/**
 * The service as operators run it (`npm run server`, in its own process group) stopped the way container runtimes
 * and test runners stop it: SIGTERM to the whole process group, while a request is still arriving and a registry
 * extract job is running. The request is finished and answered, new connections are refused, the job is handed
 * back (not counted as a failed attempt, not left for the stale-lock timeout), and the process exits 0 within 10
 * seconds. A restart on the same data shows both: the project the request created, and the job finishing on its
 * first counted attempt. PGlite in a temporary DATA_DIR, or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 * Also: the service refuses to start on PostgreSQL without API_KEYS instead of running in demo mode.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The project's own Node (the `node` devDependency), as npm scripts use it. */
const NODE = path.join(ROOT, 'node_modules/node/bin/node');
const MAIN = path.join(ROOT, 'server/src/main.ts');

const institutionId = randomUUID();
const apiKey = `shutdown-key-${randomUUID()}`;
let dataDir: string;
let temporary: TemporaryDatabase | undefined;
let port: number;
let child: ChildProcess | undefined;
let output = '';


function serviceEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    STATIC_DIR: path.join(dataDir, 'no-dashboard'),
  };
  delete env.DATABASE_URL;
  delete env.DEMO;
  delete env.API_KEYS;
  if (temporary) env.DATABASE_URL = temporary.url;
  return { ...env, ...extra };
}

/**
 * The service as the leader of a new process group, resolving when it answers HTTP: `via: 'node'` is the command
 * `npm run server` runs (what a container's CMD runs, so the exit code is the service's own), `via: 'npm'` the npm
 * wrapper as the Playwright config and developers start it (npm, sh and node in one group, all signalled).
 */
async function startService(delayMs: number, via: 'node' | 'npm'): Promise<ChildProcess> {
  const env = serviceEnv({ API_KEYS: `${apiKey}:${institutionId}`, EXTRACT_DELAY_MS: String(delayMs) });
  const [command, args] = via === 'npm' ? ['npm', ['run', '--silent', 'server']] : [NODE, ['--import', 'tsx', MAIN]];
  const proc = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
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
  killGroup(proc, 'SIGKILL');
  throw new Error(`The service did not answer within 60 s:\n${output.slice(-3000)}`);
}

function killGroup(proc: ChildProcess, signal: NodeJS.Signals): void {
  if (proc.pid === undefined) return;
  try {
    process.kill(-proc.pid, signal);
  } catch {
    // The group is gone already.
  }
}

/**
 * Resolves when the process has exited and every process of its group that shares its output has too ('close':
 * npm may exit before the service it started, which holds the same pipes until it is gone).
 */
function exitOf(proc: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => {
    let closed = false;
    proc.once('close', (code, signal) => {
      closed = true;
      resolve({ code, signal });
    });
    if (proc.stdout?.closed && proc.stderr?.closed && (proc.exitCode !== null || proc.signalCode !== null) && !closed) {
      resolve({ code: proc.exitCode, signal: proc.signalCode });
    }
  });
}

/** True when nothing accepts a connection on the port any more. */
function refusesConnections(): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/api/reference/demo-profile`, { signal: AbortSignal.timeout(2000) }).then(
    () => false,
    () => true,
  );
}

/** A POST whose body arrives in two parts: the first now, the rest when `finish` is called. */
function slowPost(pathName: string, body: string) {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  let finish: () => void = () => undefined;
  let sentHeaders!: () => void;
  const headersSent = new Promise<void>((resolve) => (sentHeaders = resolve));
  const answer = new Promise<{ status: number; body: { data: unknown; errors: unknown } }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: pathName,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.length), 'X-API-KEY': apiKey },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
      },
    );
    req.on('error', reject);
    req.write(bytes.subarray(0, half), () => sentHeaders());
    finish = () => req.end(bytes.subarray(half));
  });
  return { headersSent, answer, finish: () => finish() };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'graceful-shutdown-'));
  if (process.env.TEST_DATABASE_URL) temporary = await createTemporaryDatabase(process.env.TEST_DATABASE_URL);
  port = await freePort();
});

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    killGroup(child, 'SIGKILL');
    await exitOf(child);
  }
  await temporary?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('SIGTERM to the process group', () => {
  it('finishes the request in flight, hands the running extract back, refuses new connections and exits 0 within 10 s', async () => {
    child = await startService(60_000, 'node');
    const steps = new ApiSteps(createContractClient(`http://127.0.0.1:${port}`, apiKey), institutionId);
    const projectId = await steps.createProject({ name: `Shutdown Park ${randomUUID().slice(0, 8)}` });
    const assetId = await steps.initializeAsset(bondBody({ projectId }));
    await steps.finalizeAsset(assetId);
    await steps.generateExtract(projectId);
    const running = await steps.waitForExtractStatus(projectId, (job) => job?.status === 'Running', 20_000, () => output.slice(-2000));
    expect(running.attempts).toBe(1);

    const lateName = `Arrived during shutdown ${randomUUID().slice(0, 8)}`;
    const upload = slowPost(steps.paths.projects, JSON.stringify({ name: lateName, description: 'The body arrives in two parts.' }));
    await upload.headersSent;
    await new Promise((r) => setTimeout(r, 300));

    const exited = exitOf(child);
    const signalledAt = Date.now();
    killGroup(child, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    expect(await refusesConnections()).toBe(true);
    upload.finish();
    const answered = await upload.answer;
    expect(answered.status).toBe(200);
    expect(answered.body.errors).toBeNull();
    expect(typeof answered.body.data).toBe('string');

    const { code, signal } = await exited;
    const exitMs = Date.now() - signalledAt;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(10_000);
    expect(output).toContain('registry extract job released for the next start');
    expect(output).toMatch(/"msg":"Stopped"/);

    output = '';
    child = await startService(0, 'npm');
    expect((await steps.listProjects()).map((p) => p.name)).toContain(lateName);
    const ready = await steps.waitForExtractStatus(projectId, (job) => job?.status === 'Ready' || job?.status === 'Failed', 45_000, () => output.slice(-2000));
    // Handed back, not abandoned: the interrupted run is not counted, and no stale-lock wait was needed.
    expect(ready).toMatchObject({ id: running.id, status: 'Ready', attempts: 1, failureReason: null });

    // Under npm the signal reaches npm, sh and node at once, and npm relays it again: the service still shuts down
    // once, cleanly (npm itself then ends by the signal it got, as npm does).
    const npmExited = exitOf(child);
    const againAt = Date.now();
    killGroup(child, 'SIGTERM');
    await npmExited;
    expect(Date.now() - againAt).toBeLessThan(10_000);
    expect(output).toMatch(/"msg":"Stopped"/);
    expect(output).not.toContain('Shutdown deadline passed');
    expect(await refusesConnections()).toBe(true);
  }, 150_000);
});

describe('start-up without keys on PostgreSQL', () => {
  it('refuses to start, saying why and what to set', async () => {
    const env = serviceEnv({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:9/none' });
    const proc = spawn('npm', ['run', '--silent', 'server'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let text = '';
    proc.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
    proc.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const { code } = await exitOf(proc);
    expect(code).not.toBe(0);
    expect(text).toContain('The service could not start: API_KEYS is not set and DATABASE_URL is set: refusing to start in demo mode');
    expect(text).toContain('DEMO=1');
  }, 60_000);
});
