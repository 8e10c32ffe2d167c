import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExtractWorker } from '../../src/jobs/extract-worker';
import { seedLargeRegister } from '../support/large-register';
import { eventually, osThreadsNamed } from '../support/render-threads';
import { newInstitutionId, openTestServices, type TestServices } from './support/test-services';

let t: TestServices;
beforeAll(async () => {
  t = await openTestServices();
});
afterAll(() => t.close());

async function statusOf(inst: string, projectId: string) {
  return t.services.registryExtracts.latestStatus(inst, projectId);
}

describe('the extract worker with its render thread', () => {
  it('hands a job back and ends the thread when the shutdown grace ends mid-render, counting no attempt', async () => {
    const inst = newInstitutionId();
    const { projectId } = await seedLargeRegister(t.services, t.database, inst, { holders: 4_000, customerCount: 0 });
    await t.services.registryExtracts.enqueue(inst, projectId);
    const before = osThreadsNamed('pdf-render');
    const worker = startExtractWorker(t.services, { log: t.services.log, pollIntervalMs: 20, renderThreads: 1 });
    // Running, and the render thread busy with the 4000-row register (it takes seconds).
    expect(await eventually(() => worker.renderPool!.threadCount() === 1, 30_000)).toBe(true);
    expect((await statusOf(inst, projectId))?.status).toBe('Running');

    const stopping = Date.now();
    await worker.stop({ graceMs: 100 });
    expect(Date.now() - stopping).toBeLessThan(5_000);
    expect(await statusOf(inst, projectId)).toMatchObject({ status: 'Queued', attempts: 0, fileName: null, failureReason: null });
    expect(worker.renderPool!.threadCount()).toBe(0);
    expect(await eventually(() => osThreadsNamed('pdf-render') === before)).toBe(true);
    const logged = t.logLines.join('\n');
    expect(logged).toContain('handed back for the next start');
    expect(logged).not.toContain('registry extract job failed');

    // The next worker writes it.
    const next = startExtractWorker(t.services, { log: t.services.log, pollIntervalMs: 20, renderThreads: 1 });
    try {
      for (const deadline = Date.now() + 90_000; Date.now() < deadline; ) {
        const status = await statusOf(inst, projectId);
        if (status?.status === 'Ready' || status?.status === 'Failed') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await statusOf(inst, projectId)).toMatchObject({ status: 'Ready', attempts: 1 });
    } finally {
      await next.stop();
    }
    expect(next.renderPool!.threadCount()).toBe(0);
  }, 120_000);

  it('fails the job with the error the thread met, after its attempts, and keeps the thread for the next job', async () => {
    const inst = newInstitutionId();
    const projectId = await t.services.projects.create(inst, { name: 'Unprintable' });
    await t.services.registryExtracts.enqueue(inst, projectId);
    // A register the PDF writer chokes on: the thread's error must fail the job as a main-thread one did.
    const load = t.services.registryExtractData.load;
    t.services.registryExtractData.load = async (...args) => {
      const content = await load(...args);
      return content.registry.projectId === projectId ? { ...content, registry: { ...content.registry, assets: null as never } } : content;
    };
    const worker = startExtractWorker(t.services, { log: t.services.log, pollIntervalMs: 20, retryBaseMs: 0, renderThreads: 1 });
    try {
      for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
        if ((await statusOf(inst, projectId))?.status === 'Failed') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const failed = await statusOf(inst, projectId);
      expect(failed).toMatchObject({ status: 'Failed', attempts: 3 });
      const failures = t.logLines.filter((l) => l.includes('registry extract job failed') && l.includes(failed!.id));
      expect(failures).toHaveLength(3);
      for (const line of failures) expect(line).toMatch(/Cannot read properties of null \(reading 'length'\)/);
      expect(worker.renderPool!.threadCount()).toBe(1);
    } finally {
      t.services.registryExtractData.load = load;
      await worker.stop();
    }
  }, 120_000);
});
