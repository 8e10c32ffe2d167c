import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { startProcess, stopProcess, waitForUrl } from './processes';
import { startService } from './service';
import type { BenchContext, BenchModule, BenchRow } from './types';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
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

/** Warms the target up, then loads it. */
async function measure(url: string, headers: Record<string, string>): Promise<Load> {
  await load(url, headers, WARMUP_SECONDS);
  return load(url, headers, SECONDS);
}

async function startBare(port: number, env: Record<string, string>) {
  const child = startProcess('npx', ['tsx', 'scripts/bench/bare-server.ts'], { ...env, PORT: String(port), NODE_ENV: 'production' });
  await waitForUrl(`http://127.0.0.1:${port}/bare/projects/00000000-0000-0000-0000-000000000001`, 120_000, child);
  return child;
}

/**
 * GetProjectsByInstitutionId under CONNECTIONS concurrent connections: the service (NODE_ENV=production) and the
 * bare handler on the same database, one after the other in this run, so both see the same machine.
 */
async function compare(context: BenchContext, label: string, databaseUrl: string | undefined, dataDir: string): Promise<BenchRow[]> {
  const port = context.nextPort();
  context.log(`${label}: starting the service`);
  const service = await startService({ port, databaseUrl, dataDir });
  let serviceLoad: Load;
  try {
    context.log(`${label}: loading the service (${CONNECTIONS} connections, ${SECONDS} s)`);
    serviceLoad = await measure(`${service.origin}/api/Project/${service.institutionId}`, { 'X-API-KEY': service.apiKey });
  } finally {
    await service.stop();
  }
  // The bare handler opens the same database after the service has let go of it (PGlite allows one process).
  const barePort = context.nextPort();
  const bare = await startBare(barePort, { DATABASE_URL: databaseUrl ?? '', DATA_DIR: dataDir });
  let bareLoad: Load;
  try {
    context.log(`${label}: loading the bare handler`);
    bareLoad = await measure(`http://127.0.0.1:${barePort}/bare/projects/${service.institutionId}`, {});
  } finally {
    await stopProcess(bare);
  }
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
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');

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
