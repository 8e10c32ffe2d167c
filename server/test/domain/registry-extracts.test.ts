import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optIns, registryExtractJobs, transfers } from '../../src/db/schema';
import { failureReasonFor, startExtractWorker } from '../../src/jobs/extract-worker';
import { buildExtractFiles } from '../../src/jobs/registry-extract-job';
import { createLogger } from '../../src/logging/create-logger';
import { customerExtractFileName } from '../../src/pdf/extract-file-names';
import { distributorAddress } from '../../src/services/holders';
import { bondBody, customerBody, shareBody } from '../support/factories';
import { pdfPageTexts } from './support/pdf-text';
import { expectApiError, newInstitutionId, openTestServices, type TestServices } from './support/test-services';

let t: TestServices;
beforeAll(async () => {
  t = await openTestServices();
});
afterAll(() => t.close());

async function waitFor<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A project with a finalized share held by two customers (one wallet unknown), and an initialized one. */
async function projectWithHolders(inst: string) {
  const { services, database } = t;
  const projectId = await services.projects.create(inst, { name: 'Alpine Real Estate Shares' });
  const { id: assetId } = await services.tokenizedAssets.initialize(inst, {
    ...shareBody({ projectId, unitName: `ARES${Math.floor(Math.random() * 1e6)}`, issuerName: 'Alpen AG', parValue: false }),
    name: 'Alpine Ordinary Shares',
    isin: 'AT0000ARES01',
    distributorWalletId: '3a2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
  });
  const asset = await services.assetIssuance.finalize(inst, assetId, 'extract test passphrase');
  await services.tokenizedAssets.initialize(inst, { ...shareBody({ projectId, unitName: `ARESP${Math.floor(Math.random() * 1e6)}`, issuerName: 'Alpen AG' }), name: 'Alpine Preference Shares', isin: 'AT0000ARES19', parValue: true });
  const anna = await services.customers.create(inst, customerBody({ firstname: 'Anna', lastname: 'Gruber' }));
  const felix = await services.customers.create(inst, customerBody({ firstname: 'Felix', lastname: 'Steiner' }));
  const distributor = distributorAddress({ id: assetId, distributorWalletId: asset.distributorWalletId });
  const wallets = { anna: 'ANNAWALLET000000000000000000000000000000000000000000000000', felix: 'FELIXWALLET00000000000000000000000000000000000000000000000', unknown: 'UNKNOWNWALLET000000000000000000000000000000000000000000000' };
  for (const [customerId, wallet] of [[anna, wallets.anna], [felix, wallets.felix]] as const) {
    await database.db.insert(optIns).values({ institutionId: inst, projectId, tokenizedAssetId: assetId, walletAddress: wallet, customerId, status: 'Approved', decidedAt: new Date() });
  }
  await database.db.insert(transfers).values([
    { institutionId: inst, projectId, tokenizedAssetId: assetId, fromWallet: distributor, toWallet: wallets.anna, amount: 300, txId: 'T1' },
    { institutionId: inst, projectId, tokenizedAssetId: assetId, fromWallet: distributor, toWallet: wallets.felix, amount: 200, txId: 'T2' },
    { institutionId: inst, projectId, tokenizedAssetId: assetId, fromWallet: wallets.anna, toWallet: wallets.unknown, amount: 50, txId: 'T3' },
  ]);
  return { projectId, assetId, anna, felix, wallets };
}

async function jobRow(jobId: string) {
  const [row] = await t.database.db.select().from(registryExtractJobs).where(eq(registryExtractJobs.id, jobId));
  return row;
}

describe('enqueue', () => {
  it('creates one job per project while one is open, and a new one after it ends', async () => {
    const inst = newInstitutionId();
    const projectId = await t.services.projects.create(inst, { name: 'Queue' });
    expect(await t.services.registryExtracts.latestStatus(inst, projectId)).toBeNull();
    expect(await t.services.registryExtracts.enqueue(inst, projectId)).toBe(true);
    expect(await t.services.registryExtracts.enqueue(inst, projectId)).toBe(true);
    const results = await Promise.all([1, 2, 3].map(() => t.services.registryExtracts.enqueue(inst, projectId)));
    expect(results).toEqual([true, true, true]);
    const jobs = await t.services.registryExtracts.list(inst, projectId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ status: 'Queued', attempts: 0, fileName: null, startedAt: null });
    expect(await t.services.registryExtracts.latestStatus(inst, projectId)).toEqual(jobs[0]);
    await expectApiError(t.services.registryExtracts.downloadLatest(inst, projectId), 404, 'NotFound', 'projectId');
    await expectApiError(t.services.registryExtracts.enqueue(newInstitutionId(), projectId), 404, 'NotFound', 'projectId');
    await expectApiError(t.services.registryExtracts.downloadById(inst, projectId, jobs[0].id), 404, 'NotFound', 'jobId');
  });
});

describe('worker', () => {
  it('writes a real PDF extract and the customer files', async () => {
    const inst = newInstitutionId();
    await t.services.institutions.ensure(inst, 'Raiffeisen Test Bank');
    const { projectId, anna, felix, wallets } = await projectWithHolders(inst);
    await t.services.registryExtracts.enqueue(inst, projectId);
    const worker = startExtractWorker(t.services, { log: t.services.log, pollIntervalMs: 50 });
    try {
      const ready = await waitFor(async () => {
        const s = await t.services.registryExtracts.latestStatus(inst, projectId);
        return s?.status === 'Ready' ? s : null;
      });
      expect(ready.attempts).toBe(1);
      expect(ready.fileName).toMatch(/^registry-extract-alpine-real-estate-shares-\d{8}-\d{6}\.pdf$/);
    } finally {
      await worker.stop();
    }

    const file = await t.services.registryExtracts.downloadLatest(inst, projectId);
    const bytes = Buffer.from(file.content, 'base64');
    expect(file.contentType).toBe('application/pdf');
    expect(file.sizeBytes).toBe(bytes.length);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPageTexts(bytes);
    const text = pages.join('\n');
    expect(pages[0]).toContain('Registry extract');
    expect(pages[0]).toContain('Page 1 of');
    pages.forEach((p, i) => expect(p).toContain(`Page ${i + 1} of ${pages.length}`));
    for (const expected of [
      'Alpine Real Estate Shares',
      'Raiffeisen Test Bank',
      'AT0000ARES01',
      'AT0000ARES19',
      'Alpine Ordinary Shares',
      'Alpine Preference Shares',
      'Alpen AG',
      'no-par value',
      'par value',
      'One vote per share',
      'Anna Gruber',
      'Felix Steiner',
      'As of',
    ]) {
      expect(text).toContain(expected);
    }
    // Long wallet addresses wrap inside their table cell.
    expect(text.replace(/\s+/g, '')).toContain(wallets.unknown);

    const annaFiles = await t.services.registryExtracts.listCustomerFiles(inst, anna);
    expect(annaFiles).toHaveLength(1);
    expect(annaFiles[0].fileName).toMatch(new RegExp(`^registry-extract-${anna.slice(0, 8)}-alpine-real-estate-shares-\\d{8}-\\d{6}-[0-9a-f]{8}\\.pdf$`));
    const annaFile = await t.services.registryExtracts.downloadCustomerFile(inst, anna, annaFiles[0].fileName);
    const annaText = (await pdfPageTexts(Buffer.from(annaFile.content, 'base64'))).join('\n');
    expect(annaText).toContain('Anna Gruber');
    expect(annaText).toContain('250');
    expect(annaText).not.toContain('Felix Steiner');
    // Another customer's or institution's lookup of the same name is not found, named on what is missing: the file
    // for a customer the institution has, the customer for one it does not.
    await expectApiError(t.services.registryExtracts.downloadCustomerFile(inst, felix, annaFiles[0].fileName), 404, 'NotFound', 'fileName');
    await expectApiError(t.services.registryExtracts.downloadCustomerFile(newInstitutionId(), anna, annaFiles[0].fileName), 404, 'NotFound', 'customerId');
    await expectApiError(t.services.registryExtracts.downloadCustomerFile(inst, randomUUID(), annaFiles[0].fileName), 404, 'NotFound', 'customerId');
    await expectApiError(t.services.registryExtracts.listCustomerFiles(newInstitutionId(), anna), 404, 'NotFound', 'customerId');

    const [job] = await t.services.registryExtracts.list(inst, projectId);
    const byId = await t.services.registryExtracts.downloadById(inst, projectId, job.id);
    expect(byId.fileName).toBe(file.fileName);
  });

  it('refuses file names with path tricks (400 fileName)', async () => {
    const inst = newInstitutionId();
    const customer = await t.services.customers.create(inst, customerBody());
    for (const bad of ['../secret.pdf', '..', 'a/b.pdf', 'a\\b.pdf', '/etc/passwd', '.hidden.pdf', 'x..pdf', 'C:\\x.pdf', 'name with space.pdf', '']) {
      await expectApiError(t.services.registryExtracts.downloadCustomerFile(inst, customer, bad), 400, 'InvalidInput', 'fileName');
    }
    await expectApiError(t.services.registryExtracts.downloadCustomerFile(inst, customer, 'registry-extract-ok.pdf'), 404, 'NotFound', 'fileName');
  });

  it('retries a failing job and gives up after three attempts with the reason', async () => {
    const inst = newInstitutionId();
    const projectId = await t.services.projects.create(inst, { name: 'Failing' });
    await t.services.registryExtracts.enqueue(inst, projectId);
    const attemptsSeen: number[] = [];
    const worker = startExtractWorker(t.services, {
      log: t.services.log,
      pollIntervalMs: 20,
      retryBaseMs: 0,
      renderers: {
        registry: async () => {
          const s = await t.services.registryExtracts.latestStatus(inst, projectId);
          attemptsSeen.push(s?.attempts ?? -1);
          throw new Error('PDF writer out of paper');
        },
        customer: async () => Buffer.from(''),
      },
    });
    try {
      const failed = await waitFor(async () => {
        const s = await t.services.registryExtracts.latestStatus(inst, projectId);
        return s?.status === 'Failed' ? s : null;
      });
      expect(failed).toMatchObject({ attempts: 3, failureReason: failureReasonFor(failed.id), fileName: null });
      // The API shows a reference; the error itself is in the service log.
      expect(t.logLines.join('\n')).toContain('PDF writer out of paper');
      expect(failed.finishedAt).not.toBeNull();
      expect(attemptsSeen).toEqual([1, 2, 3]);
    } finally {
      await worker.stop();
    }
    // A failed job is not open: a new request makes a new job.
    await t.services.registryExtracts.enqueue(inst, projectId);
    expect((await t.services.registryExtracts.list(inst, projectId)).map((j) => j.status)).toEqual(['Queued', 'Failed']);
  });

  it('waits between attempts (2^attempts * base) instead of burning all of them at once', async () => {
    const inst = newInstitutionId();
    const projectId = await t.services.projects.create(inst, { name: 'Backoff' });
    await t.services.registryExtracts.enqueue(inst, projectId);
    const calls: number[] = [];
    const worker = startExtractWorker(t.services, {
      log: t.services.log,
      pollIntervalMs: 20,
      retryBaseMs: 300,
      renderers: {
        registry: async (model) => {
          if (model.projectId === projectId) calls.push(Date.now());
          throw new Error('transient: connection reset');
        },
        customer: async () => Buffer.from(''),
      },
    });
    try {
      // Attempt 1 fails -> due 2^1 * 300 = 600 ms later; attempt 2 -> 1200 ms later; then Failed.
      const failed = await waitFor(async () => {
        const s = await t.services.registryExtracts.latestStatus(inst, projectId);
        return s?.status === 'Failed' ? s : null;
      });
      expect(failed.attempts).toBe(3);
      expect(calls).toHaveLength(3);
      const [first, second, third] = calls;
      expect(second - first).toBeGreaterThanOrEqual(550);
      expect(third - second).toBeGreaterThanOrEqual(1150);
    } finally {
      await worker.stop();
    }
  });

  it('does not claim a requeued job before its run_after', async () => {
    const inst = newInstitutionId();
    const projectId = await t.services.projects.create(inst, { name: 'Not yet' });
    await t.services.registryExtracts.enqueue(inst, projectId);
    const job = await waitFor(async () => {
      const j = await t.services.extractQueue.claimNext();
      return j && j.projectId === projectId ? j : null;
    });
    expect(await t.services.extractQueue.fail(job, 'x', 60_000)).toBe('Queued');
    const row = await jobRow(job.id);
    expect(row.runAfter.getTime()).toBeGreaterThan(Date.now() + 50_000);
    for (let i = 0; i < 5; i += 1) {
      const next = await t.services.extractQueue.claimNext();
      expect(next?.id).not.toBe(job.id);
    }
    await t.database.db.update(registryExtractJobs).set({ runAfter: new Date(Date.now() - 1000) }).where(eq(registryExtractJobs.id, job.id));
    const again = await waitFor(async () => {
      const j = await t.services.extractQueue.claimNext();
      return j && j.id === job.id ? j : null;
    });
    expect(again.attempts).toBe(2);
  });

  it('stores a generic reason with the job reference, and logs the error scrubbed', async () => {
    const inst = newInstitutionId();
    const projectId = await t.services.projects.create(inst, { name: 'Leaky' });
    await t.services.registryExtracts.enqueue(inst, projectId);
    const { DrizzleQueryError } = await import('drizzle-orm/errors');
    // The service's own logger (with its error serializer), writing to a capture.
    const lines: string[] = [];
    const log = createLogger({ level: 'info', stream: new Writable({ write(chunk: Buffer, _e, done) { lines.push(chunk.toString()); done(); } }) });
    const worker = startExtractWorker(t.services, {
      log,
      pollIntervalMs: 20,
      retryBaseMs: 0,
      renderers: {
        registry: async () => {
          throw new DrizzleQueryError('select "email" from "customers" where "street" = $1', ['Line one\nHauptstrasse 5, 10115 Berlin'], new Error('connection terminated'));
        },
        customer: async () => Buffer.from(''),
      },
    });
    try {
      const failed = await waitFor(async () => {
        const s = await t.services.registryExtracts.latestStatus(inst, projectId);
        return s?.status === 'Failed' ? s : null;
      });
      expect(failed.failureReason).toBe(`Extract generation failed (reference ${failed.id}); the service log has the details.`);
      expect(failed.failureReason).not.toMatch(/select|customers|Hauptstrasse/);
      const logged = lines.filter((l) => l.includes(failed.id) && l.includes('registry extract job failed')).join('\n');
      expect(logged).toContain('connection terminated');
      expect(logged).not.toContain('Hauptstrasse');
      expect(logged).not.toContain('10115');
    } finally {
      await worker.stop();
    }
  });

  it('claims each job once (FOR UPDATE SKIP LOCKED) and requeues after an error while attempts remain', async () => {
    const inst = newInstitutionId();
    const projectId = await t.services.projects.create(inst, { name: 'Claims' });
    await t.services.registryExtracts.enqueue(inst, projectId);
    const [a, b] = await Promise.all([t.services.extractQueue.claimNext(), t.services.extractQueue.claimNext()]);
    const claimed = [a, b].filter((j) => j && j.projectId === projectId);
    expect(claimed).toHaveLength(1);
    const job = claimed[0]!;
    expect(job.attempts).toBe(1);
    const row = await jobRow(job.id);
    expect(row).toMatchObject({ status: 'Running', attempts: 1 });
    expect(row.lockedAt).not.toBeNull();
    expect(await t.services.extractQueue.fail(job, 'transient')).toBe('Queued');
    expect(await jobRow(job.id)).toMatchObject({ status: 'Queued', failureReason: 'transient' });
    // The first run lost the job: it can no longer complete it.
    expect(await t.services.extractQueue.complete(job, { fileName: 'x.pdf', content: Buffer.from('%PDF-'), customerFiles: [] })).toBe(false);
  });

  it('requeues a job left Running by a crashed worker, and finishes it on the next start', async () => {
    const inst = newInstitutionId();
    const { projectId } = await projectWithHolders(inst);
    await t.services.registryExtracts.enqueue(inst, projectId);
    const job = await waitFor(async () => {
      const j = await t.services.extractQueue.claimNext();
      return j && j.projectId === projectId ? j : null;
    });
    // The process dies here: the job stays Running and its lock goes stale.
    await t.database.db.update(registryExtractJobs).set({ lockedAt: new Date(Date.now() - 60_000) }).where(eq(registryExtractJobs.id, job.id));
    expect(await t.services.extractQueue.recoverAbandoned(60_000 * 2)).toBe(0);

    const worker = startExtractWorker(t.services, { log: t.services.log, pollIntervalMs: 50, staleAfterMs: 30_000 });
    try {
      const ready = await waitFor(async () => {
        const s = await t.services.registryExtracts.latestStatus(inst, projectId);
        return s?.status === 'Ready' ? s : null;
      });
      expect(ready.id).toBe(job.id);
      expect(ready.attempts).toBe(2);
    } finally {
      await worker.stop();
    }
    expect(t.logLines.join('\n')).toContain('recovered abandoned registry extract job');
  });

  it('fails an abandoned job that has used all attempts', async () => {
    const inst = newInstitutionId();
    const projectId = await t.services.projects.create(inst, { name: 'Exhausted' });
    await t.services.registryExtracts.enqueue(inst, projectId);
    const [open] = await t.services.registryExtracts.list(inst, projectId);
    await t.database.db
      .update(registryExtractJobs)
      .set({ status: 'Running', attempts: 3, lockedAt: new Date(Date.now() - 120_000) })
      .where(eq(registryExtractJobs.id, open.id));
    expect(await t.services.extractQueue.recoverAbandoned(30_000)).toBeGreaterThanOrEqual(1);
    expect(await t.services.registryExtracts.latestStatus(inst, projectId)).toMatchObject({ status: 'Failed', attempts: 3 });
  });

  it('gives a running job back without using an attempt when stopped (slow generation hook)', async () => {
    const inst = newInstitutionId();
    const projectId = await t.services.projects.create(inst, { name: 'Slow' });
    await t.services.registryExtracts.enqueue(inst, projectId);
    const worker = startExtractWorker(t.services, { log: t.services.log, pollIntervalMs: 20, delayMs: 60_000 });
    await waitFor(async () => (await t.services.registryExtracts.latestStatus(inst, projectId))?.status === 'Running');
    await worker.stop();
    expect(await t.services.registryExtracts.latestStatus(inst, projectId)).toMatchObject({ status: 'Queued', attempts: 0 });
  });

  it('hands back a job still being written when the shutdown grace ends, and drops its late result', async () => {
    const inst = newInstitutionId();
    const projectId = await t.services.projects.create(inst, { name: 'Writing at shutdown' });
    await t.services.registryExtracts.enqueue(inst, projectId);
    let release!: () => void;
    const writing = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    const worker = startExtractWorker(t.services, {
      log: t.services.log,
      pollIntervalMs: 20,
      renderers: {
        // Jobs other tests left queued in the shared database are written at once.
        registry: async (model) => {
          if (model.projectId !== projectId) return Buffer.from('%PDF-1.7 other');
          started = true;
          await writing;
          return Buffer.from('%PDF-1.7 late');
        },
        customer: async () => Buffer.from('%PDF-1.7'),
      },
    });
    await waitFor(async () => started || null);
    const stopStarted = Date.now();
    await worker.stop({ graceMs: 200 });
    expect(Date.now() - stopStarted).toBeLessThan(2_000);
    expect(await t.services.registryExtracts.latestStatus(inst, projectId)).toMatchObject({ status: 'Queued', attempts: 0 });
    expect(t.logLines.join('\n')).toContain('handed back for the next start');
    // The writer finishes after the hand-back: its result must not overwrite the requeued job.
    release();
    await new Promise((r) => setTimeout(r, 200));
    expect(await t.services.registryExtracts.latestStatus(inst, projectId)).toMatchObject({ status: 'Queued', attempts: 0, fileName: null });
  });

  it('lets a job being written finish within the shutdown grace', async () => {
    const inst = newInstitutionId();
    const projectId = await t.services.projects.create(inst, { name: 'Finishing at shutdown' });
    await t.services.registryExtracts.enqueue(inst, projectId);
    let started = false;
    const worker = startExtractWorker(t.services, {
      log: t.services.log,
      pollIntervalMs: 20,
      renderers: {
        registry: async (model) => {
          if (model.projectId !== projectId) return Buffer.from('%PDF-1.7 other');
          started = true;
          await new Promise((r) => setTimeout(r, 300));
          return Buffer.from('%PDF-1.7 in time');
        },
        customer: async () => Buffer.from('%PDF-1.7'),
      },
    });
    await waitFor(async () => started || null);
    await worker.stop({ graceMs: 5_000 });
    expect(await t.services.registryExtracts.latestStatus(inst, projectId)).toMatchObject({ status: 'Ready', attempts: 1 });
  });

  it('builds files with the expected names without the worker', async () => {
    const inst = newInstitutionId();
    const { projectId, anna, felix } = await projectWithHolders(inst);
    const asOf = new Date('2026-11-23T08:15:30Z');
    const jobId = '5f1e2d3c-4b5a-4697-8877-665544332211';
    const output = await buildExtractFiles(t.services, { id: jobId, institutionId: inst, projectId, attempts: 1, maxAttempts: 3 }, undefined, asOf);
    expect(output.fileName).toBe('registry-extract-alpine-real-estate-shares-20261123-081530.pdf');
    expect(output.customerFiles.map((f) => f.customerId).sort()).toEqual([anna, felix].sort());
    expect(output.customerFiles.find((f) => f.customerId === anna)?.fileName).toBe(
      `registry-extract-${anna.slice(0, 8)}-alpine-real-estate-shares-20261123-081530-5f1e2d3c.pdf`,
    );
  });

  it('prints names outside Latin-1 (Polish, Greek) and keeps them readable in the file name', async () => {
    const inst = newInstitutionId();
    const projectId = await t.services.projects.create(inst, { name: 'Łódź Projekt Ωμέγα' });
    await t.services.tokenizedAssets.initialize(inst, { ...bondBody({ projectId, unitName: 'SLASK1' }), name: 'Obligacja Śląsk', issuerName: 'Obligacja Śląsk' });
    const output = await buildExtractFiles(t.services, { id: randomUUID(), institutionId: inst, projectId, attempts: 1, maxAttempts: 3 });
    const text = (await pdfPageTexts(output.content)).join('\n');
    expect(text).toContain('Łódź Projekt');
    expect(text).toContain('Ωμέγα');
    expect(text).toContain('Obligacja Śląsk');
    expect(output.fileName).toMatch(/^registry-extract-lodz-projekt-omega-\d{8}-\d{6}\.pdf$/);
  });

  it('gives each job its own customer file names and never overwrites a stored file', async () => {
    const inst = newInstitutionId();
    const customerId = await t.services.customers.create(inst, customerBody({ email: `clash-${randomUUID()}@example.com` }));
    // Two projects whose names slug alike, extracted in the same second.
    const projects = [await t.services.projects.create(inst, { name: 'Same Name' }), await t.services.projects.create(inst, { name: 'Same-Name' })];
    const asOf = new Date('2026-11-23T09:00:00Z');
    const names: string[] = [];
    for (const projectId of projects) {
      await t.services.registryExtracts.enqueue(inst, projectId);
      const job = await waitFor(async () => {
        const j = await t.services.extractQueue.claimNext();
        return j && j.projectId === projectId ? j : null;
      });
      const fileName = customerExtractFileName(customerId, job.id, 'Same Name', asOf);
      names.push(fileName);
      const content = Buffer.from(`%PDF- ${projectId}`);
      expect(await t.services.extractQueue.complete(job, { fileName: 'x.pdf', content, customerFiles: [{ customerId, fileName, content }] })).toBe(true);
    }
    expect(new Set(names).size).toBe(2);
    const files = await t.services.registryExtracts.listCustomerFiles(inst, customerId);
    expect(files.map((f) => f.projectId).sort()).toEqual([...projects].sort());

    // A third job writing a name that is taken keeps the earlier file.
    const [first] = names;
    await t.services.registryExtracts.enqueue(inst, projects[0]);
    const job = await waitFor(async () => {
      const j = await t.services.extractQueue.claimNext();
      return j && j.projectId === projects[0] ? j : null;
    });
    await t.services.extractQueue.complete(job, { fileName: 'y.pdf', content: Buffer.from('%PDF- later'), customerFiles: [{ customerId, fileName: first, content: Buffer.from('%PDF- later') }] });
    const kept = await t.services.registryExtracts.downloadCustomerFile(inst, customerId, first);
    expect(Buffer.from(kept.content, 'base64').toString()).toBe(`%PDF- ${projects[0]}`);
  });
});
