import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerExtractFiles } from '../../src/db/schema';
import { inBatches } from '../../src/services/in-batches';
import { seedLargeRegister } from '../support/large-register';
import { newInstitutionId, openTestServices, type TestServices } from './support/test-services';

let t: TestServices;
beforeAll(async () => {
  t = await openTestServices();
});
afterAll(() => t.close());

describe('inBatches', () => {
  it('keeps the order and splits at the item limit', () => {
    const items = Array.from({ length: 1203 }, (_, i) => i);
    const batches = inBatches(items, { maxItems: 500 });
    expect(batches.map((b) => b.length)).toEqual([500, 500, 203]);
    expect(batches.flat()).toEqual(items);
    expect(inBatches([], { maxItems: 500 })).toEqual([]);
  });

  it('splits at the byte limit too, giving an item larger than the limit a batch of its own', () => {
    const sizes = [4, 4, 4, 10, 1, 1];
    expect(inBatches(sizes, { maxItems: 100, maxBytes: 9, sizeOf: (n) => n })).toEqual([[4, 4], [4], [10], [1, 1]]);
  });
});

describe('storing a job with many customer files', () => {
  it('inserts them in batches of 500 in the job transaction, keeping an earlier file whose name is taken', async () => {
    const inst = newInstitutionId();
    const { projectId, customerIds } = await seedLargeRegister(t.services, t.database, inst, { holders: 1_203, customerCount: 1_203 });
    const claim = async () => {
      await t.services.registryExtracts.enqueue(inst, projectId);
      for (;;) {
        const job = await t.services.extractQueue.claimNext();
        if (job?.projectId === projectId) return job;
      }
    };
    const taken = { customerId: customerIds[7], fileName: 'registry-extract-taken.pdf', content: Buffer.from('%PDF- earlier') };
    expect(await t.services.extractQueue.complete(await claim(), { fileName: 'first.pdf', content: Buffer.from('%PDF-'), customerFiles: [taken] })).toBe(true);

    const job = await claim();
    const files = customerIds.map((customerId, i) => ({ customerId, fileName: `registry-extract-${i}.pdf`, content: Buffer.from(`%PDF- ${i}`) }));
    files.splice(7, 1, { ...taken, content: Buffer.from('%PDF- later') });
    const db = t.database.db;
    const transaction = db.transaction.bind(db);
    let inserts = 0;
    const spy = vi.spyOn(db, 'transaction').mockImplementation(((work: (tx: typeof db) => Promise<unknown>, config?: unknown) =>
      transaction(async (tx) => {
        const insert = tx.insert.bind(tx);
        tx.insert = ((table: typeof customerExtractFiles) => {
          if (table === customerExtractFiles) inserts += 1;
          return insert(table);
        }) as typeof tx.insert;
        return work(tx as unknown as typeof db);
      }, config as never)) as typeof db.transaction);
    try {
      expect(await t.services.extractQueue.complete(job, { fileName: 'second.pdf', content: Buffer.from('%PDF-'), customerFiles: files })).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect(inserts).toBe(3);

    const stored = await db.select({ fileName: customerExtractFiles.fileName }).from(customerExtractFiles).where(eq(customerExtractFiles.jobId, job.id));
    expect(stored).toHaveLength(1_202);
    expect(new Set(stored.map((row) => row.fileName))).toEqual(new Set(files.filter((f) => f !== files[7]).map((f) => f.fileName)));
    const [kept] = await db
      .select({ content: customerExtractFiles.content, jobId: customerExtractFiles.jobId })
      .from(customerExtractFiles)
      .where(and(eq(customerExtractFiles.customerId, taken.customerId), eq(customerExtractFiles.fileName, taken.fileName)));
    expect(Buffer.from(kept.content).toString()).toBe('%PDF- earlier');
    expect(kept.jobId).not.toBe(job.id);
    const warnings = t.logLines.filter((line) => line.includes('customer extract file name taken') && line.includes(job.id));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(taken.fileName);
  });
});
