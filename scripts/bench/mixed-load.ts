// Issue 11's load proof: a mixed workload of the back office (reads of projects, assets and transactions; customer
// creations; KYC saves; mints) against the real service process(es) with NODE_ENV=production, 50 connections for
// 45 s (BENCH_LOAD_SECONDS), on PGlite, on PostgreSQL and on two instances behind one PostgreSQL. Every answer must be
// a 2xx (the mix is valid: fresh e-mails and idempotency keys, finalized assets with room to mint), and the service's
// memory after the run must stay within 20% of its memory after a warm-up with the same mix.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { bondBody, customerBody, kycBody, projectBody } from '../../server/test/support/factories';
import { createTemporaryDatabase } from '../../server/test/helpers/test-database';
import { nodeProcessOfGroup, rssBytes } from './process-memory';
import { onAbort, startProcess, stopProcess, waitForUrl } from './processes';
import type { BenchContext, BenchModule, BenchRow } from './types';

const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 45);
/** Long enough for the heap to reach its working size, so the memory after the run compares like with like. */
const WARMUP_SECONDS = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 10);
/** Assets minted in turn: mints of one asset take turns on its row lock, as they must. */
const ASSETS = 4;
/** Customers whose KYC the mix saves again and again. */
const KYC_CUSTOMERS = 50;
const MEMORY_GOAL = 1.2;
const PASSPHRASE = 'correct horse battery staple';

interface Instance {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

export interface Setup {
  institutionId: string;
  apiKey: string;
  projectIds: string[];
  assetIds: string[];
  customerIds: string[];
}

/** Starts `npm run server` as production runs it, with one institution's key and no rate limit; its log goes to `logFile`. */
async function startInstance(port: number, env: Record<string, string>, logFile: string): Promise<Instance> {
  const origin = `http://127.0.0.1:${port}`;
  const child = startProcess('npm', ['run', '--silent', 'server'], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO: '',
    // autocannon sends thousands of requests a second with one key: the per-key limit would answer most of them 429.
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'info',
    ...env,
  }, logFile);
  try {
    // Any answer below 500 means it listens (a request without a key gets 401).
    await waitForUrl(`${origin}/api/Project/${randomUUID()}`, 180_000, child);
    return { origin, pid: nodeProcessOfGroup(child.pid!, 'server/src/main.ts'), stop: () => stopProcess(child) };
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail(logFile)}`);
  }
}

function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

async function call<T>(origin: string, apiKey: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { 'X-API-KEY': apiKey, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** A project, ASSETS finalized bonds in it with a supply no run exhausts, and KYC_CUSTOMERS customers. */
export async function prepare(origin: string, institutionId: string, apiKey: string): Promise<Setup> {
  const project = `/api/Project/${institutionId}`;
  const tokenization = `/api/Tokenization/${institutionId}`;
  const projectIds = [await call<string>(origin, apiKey, 'POST', project, projectBody({ name: 'Load project' })), await call<string>(origin, apiKey, 'POST', project, projectBody())];
  const assetIds: string[] = [];
  for (let i = 0; i < ASSETS; i += 1) {
    const initialized = await call<{ id: string }>(origin, apiKey, 'POST', `${tokenization}/tokenized-assets`, bondBody({ projectId: projectIds[i % 2], totalSupply: 1e15 }));
    await call(origin, apiKey, 'PUT', `${tokenization}/tokenized-assets/${initialized.id}`, { credentials: { passphrase: PASSPHRASE } });
    assetIds.push(initialized.id);
  }
  const customerIds = await Promise.all(
    Array.from({ length: KYC_CUSTOMERS }, () => call<string>(origin, apiKey, 'POST', '/api/external/v1/customers', customerBody({ email: `load.${randomUUID()}@example.com` }))),
  );
  return { institutionId, apiKey, projectIds, assetIds, customerIds };
}

/**
 * The weighted mix each connection walks through: six reads (projects, the asset list, an asset's details, three
 * transaction queries) to three writes (a customer, a KYC save, a mint). Writes get fresh e-mails and keys per request.
 */
export function mixedRequests(setup: Setup): Request[] {
  const { institutionId, projectIds, assetIds, customerIds } = setup;
  const tokenization = `/api/Tokenization/${institutionId}`;
  const json = { 'Content-Type': 'application/json' };
  let counter = 0;
  const next = <T>(list: T[]) => list[(counter += 1) % list.length];
  const kycBodies = customerIds.map((id) => [id, JSON.stringify(kycBody())] as const);
  return [
    { method: 'GET', path: `/api/Project/${institutionId}` },
    { method: 'GET', path: `${tokenization}/tokenized-assets?projectId=${projectIds[0]}` },
    { method: 'GET', setupRequest: (r) => ({ ...r, path: `${tokenization}/tokenized-assets/${next(assetIds)}` }) },
    { method: 'POST', path: `/api/Transaction/institutionId/${institutionId}`, headers: json, body: JSON.stringify({ take: 25 }) },
    {
      method: 'POST',
      path: '/api/external/v1/customers',
      headers: json,
      setupRequest: (r) => ({
        ...r,
        headers: { ...r.headers, 'Idempotency-Key': randomUUID() },
        body: JSON.stringify(customerBody({ email: `load.${randomBytes(8).toString('hex')}@example.com` })),
      }),
    },
    { method: 'POST', path: `/api/Transaction/institutionId/${institutionId}`, headers: json, body: JSON.stringify({ take: 25, txStatus: 'New' }) },
    {
      method: 'POST',
      headers: json,
      setupRequest: (r) => {
        const [customerId, body] = next(kycBodies);
        return { ...r, path: `/api/external/v1/customers/${customerId}/kyc`, body };
      },
    },
    {
      method: 'POST',
      path: `${tokenization}/mint-token-request`,
      headers: json,
      setupRequest: (r) => {
        const key = randomUUID();
        return { ...r, headers: { ...r.headers, 'Idempotency-Key': key }, body: JSON.stringify({ tokenizedAssetId: next(assetIds), amount: 1, receiverWalletAddress: `W-${key}` }) };
      },
    },
    { method: 'POST', path: `/api/Transaction/institutionId/${institutionId}`, headers: json, body: JSON.stringify({ take: 25, searchText: 'Mint' }) },
  ];
}

interface LoadResult {
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  /** Answers other than 2xx, per status code. */
  byStatus: Record<string, number>;
  fiveXx: number;
  /** A few bodies of answers other than 2xx, to say why. */
  samples: string[];
}

async function drive(origins: string[], setup: Setup, seconds: number): Promise<LoadResult> {
  const samples: string[] = [];
  const requests = mixedRequests(setup).map((request) => ({
    ...request,
    onResponse: (status: number, body: string) => {
      if ((status < 200 || status >= 300) && samples.length < 5) samples.push(`${status} ${request.method} ${request.path ?? ''}: ${body.slice(0, 200)}`);
    },
  }));
  const result = await autocannon({ url: origins, headers: { 'X-API-KEY': setup.apiKey }, connections: CONNECTIONS, duration: seconds, requests });
  const byStatus: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
    if (!status.startsWith('2')) byStatus[status] = Number(count);
  }
  const total = Object.values(result.statusCodeStats).reduce((sum, { count }) => sum + Number(count), 0);
  return { rps: result.requests.average, requests: total, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, timeouts: result.timeouts, byStatus, fiveXx: result['5xx'], samples };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** RSS of each instance a moment after the load stopped (the answers in flight done, timers run). */
async function memory(instances: Instance[]): Promise<number[]> {
  await pause(2000);
  return instances.map((instance) => rssBytes(instance.pid));
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}`;

/** Warm-up, memory, the measured run, memory again; the rows of one setup. */
async function measure(context: BenchContext, label: string, instances: Instance[], setup: Setup): Promise<BenchRow[]> {
  const origins = instances.map((i) => i.origin);
  context.log(`${label}: warm-up ${WARMUP_SECONDS} s, then ${SECONDS} s of the mix, ${CONNECTIONS} connections over ${origins.length} instance(s)`);
  const warm = await drive(origins, setup, WARMUP_SECONDS);
  const before = await memory(instances);
  const run = await drive(origins, setup, SECONDS);
  const after = await memory(instances);
  for (const sample of [...warm.samples, ...run.samples]) context.log(`${label}: ${sample}`);
  const ratios = after.map((bytes, i) => bytes / before[i]);
  const worst = Math.max(...ratios);
  const subject = `mixed load, ${label}, ${CONNECTIONS} conn. × ${SECONDS} s`;
  const failed = Object.entries(run.byStatus).map(([status, n]) => `${n}× ${status}`).join(', ') || '0';
  // The warm-up starts a cold service with every connection at once: a request that waits longer than autocannon's
  // 10 s there is shown beside the run's figure, but only the measured run counts; a wrong answer counts anywhere.
  const warmStatuses = Object.values(warm.byStatus).reduce((sum, n) => sum + n, 0);
  if (warm.errors > 0 || warmStatuses > 0) context.log(`${label}: warm-up had ${warm.errors} errors (${warm.timeouts} timeouts) and ${warmStatuses} answers other than 2xx`);
  const warmNote = (n: number) => (n > 0 ? ` (warm-up: ${n})` : '');
  return [
    { subject, metric: 'req/s (requests)', value: `${Math.round(run.rps)} (${run.requests})`, goal: '', ok: null },
    { subject, metric: 'latency p50 ms', value: String(run.p50), goal: '', ok: null },
    { subject, metric: 'latency p99 ms', value: String(run.p99), goal: '', ok: null },
    { subject, metric: 'errors, of which timeouts', value: `${run.errors}, ${run.timeouts}${warmNote(warm.errors)}`, goal: '0', ok: run.errors === 0 },
    { subject, metric: 'answers other than 2xx', value: `${failed}${warmNote(warmStatuses)}`, goal: '0', ok: failed === '0' && warmStatuses === 0 },
    { subject, metric: '5xx', value: `${run.fiveXx}${warmNote(warm.fiveXx)}`, goal: '0', ok: run.fiveXx === 0 && warm.fiveXx === 0 },
    {
      subject,
      metric: `RSS after run / after ${WARMUP_SECONDS} s warm-up${instances.length > 1 ? ' (worst instance)' : ''}`,
      value: `${worst.toFixed(2)} (${before.map(mb).join(', ')} → ${after.map(mb).join(', ')} MB)`,
      goal: `≤ ${MEMORY_GOAL.toFixed(2)}`,
      ok: worst <= MEMORY_GOAL,
    },
  ];
}

function failure(label: string, error: unknown): BenchRow {
  return { subject: `mixed load, ${label}`, metric: 'failed', value: error instanceof Error ? error.message.split('\n')[0] : String(error), goal: '', ok: false };
}

/** Starts `count` instances on `env`, prepares the data through the first, measures, stops them; rows or a failure row. */
async function setupRun(context: BenchContext, label: string, count: number, env: Record<string, string>, dir: string, institutionId: string, apiKey: string): Promise<BenchRow[]> {
  const instances: Instance[] = [];
  try {
    // All at once on the fresh database, as a deployment starts them: the startup lock lets one of them migrate.
    const ports = Array.from({ length: count }, () => context.nextPort());
    const started = await Promise.allSettled(ports.map((port, i) => startInstance(port, env, join(dir, `service-${i}.log`))));
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
    const refused = started.find((result) => result.status === 'rejected');
    if (refused) throw (refused as PromiseRejectedResult).reason;
    const setup = await prepare(instances[0].origin, institutionId, apiKey);
    return await measure(context, label, instances, setup);
  } catch (error) {
    context.log(`${label} failed: ${error instanceof Error ? error.stack : String(error)}`);
    for (let i = 0; i < instances.length; i += 1) context.log(`${label}, instance ${i} log:\n${tail(join(dir, `service-${i}.log`))}`);
    return [failure(label, error)];
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

export const mixedLoad: BenchModule = {
  name: 'mixed load',
  async run(context) {
    const rows: BenchRow[] = [];
    const institutionId = randomUUID();
    const apiKey = `load-${randomBytes(16).toString('hex')}`;
    const keys = { API_KEYS: `${apiKey}:${institutionId}` };

    const pgliteDir = mkdtempSync(join(tmpdir(), 'registry-bench-load-pglite-'));
    const forgetPgliteDir = onAbort(() => rmSync(pgliteDir, { recursive: true, force: true }));
    try {
      rows.push(...(await setupRun(context, 'PGlite', 1, { ...keys, DATA_DIR: pgliteDir, DATABASE_URL: '' }, pgliteDir, institutionId, apiKey)));
    } finally {
      forgetPgliteDir();
      rmSync(pgliteDir, { recursive: true, force: true });
    }

    const admin = context.postgresAdminUrl;
    for (const [label, count] of [['PostgreSQL', 1], ['two instances, one PostgreSQL', 2]] as const) {
      if (!admin) {
        rows.push({ subject: `mixed load, ${label}`, metric: 'answers other than 2xx', value: `skipped: ${context.postgresSkip}`, goal: '0', ok: null });
        continue;
      }
      const dir = mkdtempSync(join(tmpdir(), 'registry-bench-load-pg-'));
      const forgetDir = onAbort(() => rmSync(dir, { recursive: true, force: true }));
      let database: Awaited<ReturnType<typeof createTemporaryDatabase>> | undefined;
      let forget = () => {};
      try {
        database = await createTemporaryDatabase(admin);
        const created = database;
        forget = onAbort(() => created.drop());
        rows.push(...(await setupRun(context, label, count, { ...keys, DATA_DIR: dir, DATABASE_URL: database.url }, dir, institutionId, apiKey)));
      } catch (error) {
        rows.push(failure(label, error));
      } finally {
        forget();
        forgetDir();
        await database?.drop();
        rmSync(dir, { recursive: true, force: true });
      }
    }
    return rows;
  },
};
