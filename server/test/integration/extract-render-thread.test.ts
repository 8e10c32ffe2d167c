import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { customerExtractFiles, registryExtractJobs } from '../../src/db/schema';
import { createContractClient } from '../helpers/contract-client';
import { freePort } from '../helpers/free-port';
import { postgresServiceEnv, type PostgresServiceEnv } from '../helpers/postgres-service-env';
import { startService, type ServiceProcess } from '../helpers/service-process';
import { startTestServer } from '../helpers/start-test-server';
import { bondBody } from '../support/factories';
import { seedLargeRegister } from '../support/large-register';
import { eventually, osThreadsNamed, osThreadsNamedInGroup } from '../support/render-threads';
import { ApiSteps, expectPdf } from './support/api-steps';
import { pdfText } from './support/pdf-text';
import { useService } from './support/service';

/**
 * Registry extracts are written on a worker thread: while a large one is written the service's event loop stays
 * free, so requests are answered and the job's heartbeat keeps its lock fresh; the thread ends with the service.
 */

// A job's lock counts as abandoned after 1 s, so its heartbeat must run every 250 ms while the PDFs are written.
const STALE_MS = 1_000;
const previousStale = process.env.EXTRACT_STALE_MS;
process.env.EXTRACT_STALE_MS = String(STALE_MS);
afterAll(() => {
  if (previousStale === undefined) delete process.env.EXTRACT_STALE_MS;
  else process.env.EXTRACT_STALE_MS = previousStale;
});

const ctx = useService();
const linux = existsSync('/proc/self/task');

describe('a large registry extract', () => {
  it('is written while the service keeps answering and its heartbeat keeps beating, and is complete', async () => {
    const { server, a } = ctx;
    const register = await seedLargeRegister(server.services, server.database, a.institutionId, { holders: 3_000, customerCount: 200 });

    const loop = monitorEventLoopDelay({ resolution: 10 });
    const latencies: number[] = [];
    const locks = new Map<number, number>(); // lock time -> when it was seen
    await a.steps.generateExtract(register.projectId);
    loop.enable();
    let job = await a.steps.extractStatus(register.projectId);
    while (job?.status !== 'Ready' && job?.status !== 'Failed') {
      const asked = performance.now();
      job = await a.steps.extractStatus(register.projectId);
      latencies.push(performance.now() - asked);
      const [row] = await server.database.db.select({ lockedAt: registryExtractJobs.lockedAt }).from(registryExtractJobs).where(eq(registryExtractJobs.id, job!.id));
      if (row.lockedAt && !locks.has(row.lockedAt.getTime())) locks.set(row.lockedAt.getTime(), Date.now());
      await new Promise((r) => setTimeout(r, 25));
    }
    loop.disable();

    expect(job).toMatchObject({ status: 'Ready', attempts: 1, failureReason: null });
    const generationMs = Date.parse(job.finishedAt!) - Date.parse(job.startedAt!);
    // Below a second the register is too small for the comparisons below to mean anything.
    expect(generationMs).toBeGreaterThan(1_000);
    const maxDelayMs = loop.max / 1e6;
    const maxLatencyMs = Math.max(...latencies);
    console.info(
      `extract of ${register.customerIds.length} customers, 3000 holders: generated in ${generationMs} ms; event loop delay max ${maxDelayMs.toFixed(0)} ms, ` +
        `p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms; ${latencies.length} status requests, slowest ${maxLatencyMs.toFixed(0)} ms`,
    );
    // Written on the event loop, the registry PDF alone would hold it for most of the generation.
    expect(maxDelayMs).toBeLessThan(generationMs / 4);
    expect(maxLatencyMs).toBeLessThan(generationMs / 4);
    expect(latencies.length).toBeGreaterThan(10);

    // Lock times as stamped by the heartbeat, from the start to the end of the job: no gap reaches the stale age.
    const stamps = [Date.parse(job.startedAt!), ...[...locks.keys()].sort((x, y) => x - y), Date.parse(job.finishedAt!)];
    const gaps = stamps.slice(1).map((stamp, i) => stamp - stamps[i]);
    expect(locks.size).toBeGreaterThanOrEqual(3);
    expect(Math.max(...gaps)).toBeLessThan(STALE_MS);

    const text = await pdfText(expectPdf(await a.steps.downloadExtract(register.projectId)));
    // (A failing toContain would print the whole 100-page text.)
    for (const expected of ['Holders (3000,', 'Holder Nummer 0 ', 'Holder Nummer 199 ', 'unknown', 'Page 108 of 108']) {
      expect(text.includes(expected), `the extract should show ${expected}`).toBe(true);
    }
    const files = await server.database.db.select({ customerId: customerExtractFiles.customerId }).from(customerExtractFiles).where(eq(customerExtractFiles.jobId, job.id));
    expect(new Set(files.map((f) => f.customerId))).toEqual(new Set(register.customerIds));
  }, 120_000);
});

describe('the render thread', () => {
  it.runIf(linux)('is started for the first extract, kept, and terminated when the service closes', async () => {
    const before = osThreadsNamed('pdf-render');
    const server = await startTestServer();
    let closed = false;
    try {
      const [{ key, institutionId }] = server.apiKeys;
      const steps = new ApiSteps(createContractClient(server.baseUrl, key), institutionId);
      expect(osThreadsNamed('pdf-render')).toBe(before);
      for (const name of ['First', 'Second']) {
        const projectId = await steps.createProject({ name: `${name} Thread Park ${randomUUID().slice(0, 8)}` });
        await steps.generateExtract(projectId);
        expect(await steps.waitForExtract(projectId, 60_000)).toMatchObject({ status: 'Ready' });
        expect(osThreadsNamed('pdf-render')).toBe(before + 1);
      }
      await server.close();
      closed = true;
      expect(await eventually(() => osThreadsNamed('pdf-render') === before)).toBe(true);
    } finally {
      if (!closed) await server.close();
    }
  }, 120_000);
});

describe('the real service process', () => {
  let service: ServiceProcess | undefined;
  let pg: PostgresServiceEnv | undefined;
  afterAll(async () => {
    await service?.kill();
    await pg?.cleanup();
  });

  it.runIf(linux)('writes the extract on its render thread (tsx, not Vitest) and ends it on SIGTERM', async () => {
    const institutionId = randomUUID();
    const apiKey = `render-thread-${randomUUID()}`;
    let env: NodeJS.ProcessEnv;
    if (process.env.TEST_DATABASE_URL) {
      pg = await postgresServiceEnv(process.env.TEST_DATABASE_URL, { institutionId, apiKey, name: 'render-thread' });
      env = pg.env;
    } else {
      const { mkdtemp } = await import('node:fs/promises');
      const { tmpdir } = await import('node:os');
      const dataDir = await mkdtemp(`${tmpdir()}/render-thread-`);
      env = { DATA_DIR: dataDir, API_KEYS: `${apiKey}:${institutionId}`, STATIC_DIR: `${dataDir}/no-dashboard` };
    }
    service = await startService(await freePort(), env);
    const steps = new ApiSteps(createContractClient(service.origin, apiKey), institutionId);
    const projectName = `Process Park ${randomUUID().slice(0, 8)}`;
    const projectId = await steps.createProject({ name: projectName });
    await steps.finalizeAsset(await steps.initializeAsset(bondBody({ projectId, isin: 'DE000PROC001' })));
    await steps.generateExtract(projectId);
    expect(await steps.waitForExtract(projectId, 60_000)).toMatchObject({ status: 'Ready', failureReason: null });
    const text = await pdfText(expectPdf(await steps.downloadExtract(projectId)));
    expect(text).toContain(projectName);
    expect(text).toContain('DE000PROC001');
    expect(osThreadsNamedInGroup('pdf-render', service.proc.pid!)).toBe(1);

    process.kill(-service.proc.pid!, 'SIGTERM');
    expect(await service.exited).toBe(0);
    expect(service.output()).toMatch(/"msg":"Stopped"/);
    expect(await eventually(() => osThreadsNamedInGroup('pdf-render', service!.proc.pid!) === 0, 5_000)).toBe(true);
  }, 120_000);
});
