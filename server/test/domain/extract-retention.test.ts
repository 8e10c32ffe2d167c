import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerExtractFiles, registryExtractJobs } from '../../src/db/schema';
import { customerBody } from '../support/factories';
import { newInstitutionId, openTestServices, type TestServices } from './support/test-services';

let t: TestServices;
beforeAll(async () => {
  t = await openTestServices();
});
afterAll(() => t.close());

const daysAgo = (days: number) => sql`now() - (${days} * interval '1 day')`;

describe('registry extract retention', () => {
  it('removes finished extracts and customer files older than the retention, and nothing else', async () => {
    const { services, database } = t;
    const inst = newInstitutionId();
    const projectId = await services.projects.create(inst, { name: 'Retention' });
    const customerId = await services.customers.create(inst, customerBody());
    const job = (status: 'Ready' | 'Failed' | 'Queued', finishedDaysAgo: number | null, requestedDaysAgo: number) => ({
      institutionId: inst,
      projectId,
      status,
      requestedAt: daysAgo(requestedDaysAgo),
      finishedAt: finishedDaysAgo === null ? null : daysAgo(finishedDaysAgo),
      fileName: status === 'Ready' ? 'registry-extract.pdf' : null,
      contentType: status === 'Ready' ? 'application/pdf' : null,
      file: status === 'Ready' ? Buffer.from('%PDF-1.7 old') : null,
    });
    const jobs = await database.db
      .insert(registryExtractJobs)
      .values([job('Ready', 400, 400), job('Failed', 380, 380), job('Ready', 10, 10), job('Queued', null, 500)])
      .returning({ id: registryExtractJobs.id, status: registryExtractJobs.status });
    const file = (name: string, createdDaysAgo: number) => ({
      institutionId: inst,
      customerId,
      projectId,
      fileName: name,
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-1.7'),
      sizeBytes: 8,
      createdAt: daysAgo(createdDaysAgo),
    });
    await database.db.insert(customerExtractFiles).values([file('old.pdf', 400), file('recent.pdf', 3)]);

    const removed = await services.extractQueue.removeExpired(365);

    const remainingJobs = await database.db.select({ id: registryExtractJobs.id }).from(registryExtractJobs).where(eq(registryExtractJobs.projectId, projectId));
    expect(remainingJobs.map((r) => r.id).sort()).toEqual([jobs[2].id, jobs[3].id].sort());
    const remainingFiles = await database.db
      .select({ name: customerExtractFiles.fileName })
      .from(customerExtractFiles)
      .where(and(eq(customerExtractFiles.institutionId, inst), eq(customerExtractFiles.customerId, customerId)));
    expect(remainingFiles.map((r) => r.name)).toEqual(['recent.pdf']);
    expect(removed).toMatchObject({ customerFiles: expect.any(Number), jobs: expect.any(Number) });
    expect(removed.jobs).toBeGreaterThanOrEqual(2);
    expect(removed.customerFiles).toBeGreaterThanOrEqual(1);
  });
});
