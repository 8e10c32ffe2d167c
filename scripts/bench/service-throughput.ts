import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startProcess, stopProcess, waitForUrl } from './processes';
import { startService } from './service';
import type { BenchContext, BenchModule, BenchRow } from './types';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Seconds of load per target, split into ROUNDS alternating rounds. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = 3;
const WARMUP_SECONDS = 3;

interface Load {
  rps: number;
  p99: number;
  /** Answers other than 2xx, and requests without an answer (timeouts, resets). */
  failed: number;
}

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Load> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99, failed: result.errors + result.non2xx };
}


async function startBare(port: number, env: Record<string, string>) {
  const child = startProcess('npx', ['tsx', 'scripts/bench/bare-server.ts'], { ...env, PORT: String(port), NODE_ENV: 'production' });
  await waitForUrl(`http://127.0.0.1:${port}/bare/projects/00000000-0000-0000-0000-000000000001`, 120_000, child);
  return child;
}

/** Adds up rounds of one target: requests over time, the mean of the rounds' p99, every failure. */
function combine(rounds: Load[]): Load {
  return {
    rps: rounds.reduce((sum, r) => sum + r.rps, 0) / rounds.length,
    p99: Math.round(rounds.reduce((sum, r) => sum + r.p99, 0) / rounds.length),
    failed: rounds.reduce((sum, r) => sum + r.failed, 0),
  };
}

/**
 * GetProjectsByInstitutionId under CONNECTIONS concurrent connections: the service (NODE_ENV=production) and the
 * bare handler, both running, loaded in alternating rounds (ROUNDS x SECONDS/ROUNDS each, after a warm-up), so
 * a burst of other work on this shared machine falls on both alike. On PGlite, which one process opens at a time,
 * the bare handler gets a copy of the service's seeded database.
 */
async function compare(context: BenchContext, label: string, databaseUrl: string | undefined, dataDir: string): Promise<BenchRow[]> {
  const port = context.nextPort();
  context.log(`${label}: starting the service`);
  let service = await startService({ port, databaseUrl, dataDir });
  let bareDir = dataDir;
  if (!databaseUrl) {
    await service.stop();
    bareDir = `${dataDir}-bare`;
    cpSync(dataDir, bareDir, { recursive: true });
    service = await startService({ port, databaseUrl, dataDir });
  }
  const barePort = context.nextPort();
  let bare;
  try {
    bare = await startBare(barePort, { DATABASE_URL: databaseUrl ?? '', DATA_DIR: bareDir });
  } catch (error) {
    await service.stop();
    throw error;
  }
  const serviceUrl = `${service.origin}/api/Project/${service.institutionId}`;
  const serviceHeaders = { 'X-API-KEY': service.apiKey };
  const bareUrl = `http://127.0.0.1:${barePort}/bare/projects/${service.institutionId}`;
  const serviceRounds: Load[] = [];
  const bareRounds: Load[] = [];
  try {
    context.log(`${label}: ${ROUNDS} alternating rounds of ${SECONDS / ROUNDS} s each, ${CONNECTIONS} connections`);
    await load(serviceUrl, serviceHeaders, WARMUP_SECONDS);
    await load(bareUrl, {}, WARMUP_SECONDS);
    for (let round = 0; round < ROUNDS; round++) {
      serviceRounds.push(await load(serviceUrl, serviceHeaders, SECONDS / ROUNDS));
      bareRounds.push(await load(bareUrl, {}, SECONDS / ROUNDS));
    }
  } finally {
    await service.stop();
    await stopProcess(bare);
    if (bareDir !== dataDir) rmSync(bareDir, { recursive: true, force: true });
  }
  const serviceLoad = combine(serviceRounds);
  const bareLoad = combine(bareRounds);
  const throughput = serviceLoad.rps / bareLoad.rps;
  const p99 = serviceLoad.p99 / Math.max(bareLoad.p99, 1);
  const subject = `${label}, ${CONNECTIONS} conn.`;
  const failed = serviceLoad.failed + bareLoad.failed;
  return [
    { subject, metric: 'failed requests (service, bare)', value: `${serviceLoad.failed}, ${bareLoad.failed}`, goal: '0', ok: failed === 0 },
    { subject, metric: 'service req/s (bare)', value: `${Math.round(serviceLoad.rps)} (${Math.round(bareLoad.rps)})`, goal: '', ok: null },
    { subject, metric: 'throughput vs bare', value: throughput.toFixed(2), goal: '≥ 0.67', ok: throughput >= 2 / 3 },
    { subject, metric: 'service p99 ms (bare)', value: `${serviceLoad.p99} (${bareLoad.p99})`, goal: '', ok: null },
    { subject, metric: 'p99 vs bare', value: p99.toFixed(2), goal: '≤ 1.5', ok: p99 <= 1.5 },
  ];
}

function failure(subject: string, error: unknown): BenchRow {
  return { subject, metric: 'failed', value: error instanceof Error ? error.message : String(error), goal: '', ok: false };
}

export const serviceThroughput: BenchModule = {
  name: 'service throughput (GetProjectsByInstitutionId)',
  async run(context) {
    const rows: BenchRow[] = [];

    if (context.postgresAdminUrl) {
      const admin = context.postgresAdminUrl;
      const name = `registry_bench_${process.pid}`;
      const psql = (statement: string) => execFileSync('psql', [admin, '-qtAc', statement], { stdio: ['ignore', 'ignore', 'inherit'] });
      psql(`CREATE DATABASE ${name}`);
      const url = new URL(admin);
      url.pathname = `/${name}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'registry-bench-pg-'));
      try {
        rows.push(...(await compare(context, 'PostgreSQL', url.toString(), dataDir)));
      } catch (error) {
        rows.push(failure('PostgreSQL', error));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    } else {
      rows.push({ subject: 'PostgreSQL', metric: 'throughput vs bare', value: `skipped: ${context.postgresSkip}`, goal: '≥ 0.67', ok: null });
    }

    const dataDir = mkdtempSync(join(tmpdir(), 'registry-bench-pglite-'));
    try {
      rows.push(...(await compare(context, 'PGlite', undefined, dataDir)));
    } catch (error) {
      rows.push(failure('PGlite', error));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    return rows;
  },
};
