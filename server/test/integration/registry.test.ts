import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerExtractFileDto, FileResponseDto, RegistryExtractJobDto } from '../../../src/api/generated/types.gen';
import { optIns, registryExtractJobs, transfers } from '../../src/db/schema';
import { expectPdf } from './support/api-steps';
import { expectInvalid, expectNotFound, expectOk } from './support/expect-envelope';
import { bondBody, customerBody, shareBody, uniqueTag } from '../support/factories';
import { pdfText } from './support/pdf-text';
import { rawRequest } from './support/raw-http';
import { useService } from './support/service';

const ctx = useService();

/** A project with a finalized bond and share, two customers holding units (via opt-in wallets), one anonymous holder. */
async function projectWithHolders() {
  const { steps } = ctx.a;
  const projectName = `Windpark Süd ${uniqueTag()}`;
  const projectId = await steps.createProject({ name: projectName });
  const bond = bondBody({ projectId, isin: 'DE000WIND001' });
  const share = shareBody({ projectId, isin: 'DE000WIND002' });
  const bondId = await steps.initializeAsset(bond);
  const shareId = await steps.initializeAsset(share);
  await steps.finalizeAsset(bondId);
  await steps.finalizeAsset(shareId);
  const alice = await steps.createCustomer(customerBody({ firstname: 'Alice', lastname: `Anleger-${uniqueTag()}` }));
  const bob = await steps.createCustomer(customerBody({ firstname: 'Bob', lastname: `Bauer-${uniqueTag()}` }));
  const institutionId = ctx.a.institutionId;
  const db = ctx.server.database.db;
  const wallet = (name: string) => `${name}-${projectId.slice(0, 8)}`;
  await db.insert(optIns).values([
    { institutionId, projectId, tokenizedAssetId: bondId, walletAddress: wallet('ALICE'), customerId: alice, status: 'Approved' },
    { institutionId, projectId, tokenizedAssetId: shareId, walletAddress: wallet('BOB'), customerId: bob, status: 'Approved' },
  ]);
  await db.insert(transfers).values([
    { institutionId, projectId, tokenizedAssetId: bondId, fromWallet: 'ISSUER', toWallet: wallet('ALICE'), amount: 1500, txId: `R1-${uniqueTag()}` },
    { institutionId, projectId, tokenizedAssetId: shareId, fromWallet: 'ISSUER', toWallet: wallet('BOB'), amount: 20, txId: `R2-${uniqueTag()}` },
    { institutionId, projectId, tokenizedAssetId: shareId, fromWallet: 'ISSUER', toWallet: wallet('NOBODY'), amount: 5, txId: `R3-${uniqueTag()}` },
  ]);
  return { projectId, projectName, bond, share, bondId, shareId, alice, bob };
}

let fixture: Awaited<ReturnType<typeof projectWithHolders>>;
let firstJob: RegistryExtractJobDto;

beforeAll(async () => {
  fixture = await projectWithHolders();
  await ctx.a.steps.generateExtract(fixture.projectId);
  firstJob = await ctx.a.steps.waitForExtract(fixture.projectId);
}, 60_000);

describe('GenerateRegistryExtractV2, GetRegistryExtractStatus, DownloadRegistryExtract', () => {
  it('runs the job to Ready and serves a PDF naming the project, its assets and holders', async () => {
    expect(firstJob).toMatchObject({ projectId: fixture.projectId, status: 'Ready', failureReason: null });
    expect(firstJob.attempts).toBeGreaterThanOrEqual(1);
    expect(firstJob.fileName).toMatch(/\.pdf$/);
    expect(Date.parse(firstJob.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(firstJob.startedAt!));
    expect(Date.parse(firstJob.startedAt!)).toBeGreaterThanOrEqual(Date.parse(firstJob.requestedAt));

    const file = await ctx.a.steps.downloadExtract(fixture.projectId);
    expect(file.fileName).toBe(firstJob.fileName);
    const text = await pdfText(expectPdf(file));
    for (const expected of [fixture.projectName, fixture.bond.isin, fixture.share.isin, fixture.bond.unitName!, fixture.share.unitName!, 'Alice', 'Bob']) {
      expect(text, `the extract should name ${expected}`).toContain(expected);
    }
  });

  it('answers status null, an empty list and 404 on download for a project that never had an extract', async () => {
    const { steps, api } = ctx.a;
    const projectId = await steps.createProject();
    expect(await steps.extractStatus(projectId)).toBeNull();
    expect(await steps.listExtracts(projectId)).toEqual([]);
    expectNotFound(await api.call('GET', steps.paths.extract(projectId)));
  });

  it('does not start a second job while one is queued or running, even under concurrent requests', async () => {
    const { steps, api } = ctx.a;
    const projectId = await steps.createProject();
    await steps.initializeAsset(bondBody({ projectId }));
    const answers = await Promise.all(Array.from({ length: 6 }, () => api.call<boolean>('POST', steps.paths.extract(projectId))));
    for (const res of answers) expect(expectOk(res)).toBe(true);
    expect(expectOk(await api.call<boolean>('POST', steps.paths.extract(projectId)))).toBe(true);
    const jobs = await steps.listExtracts(projectId);
    expect(jobs).toHaveLength(1);
    expect(['Queued', 'Running', 'Ready']).toContain(jobs[0].status);
    const done = await steps.waitForExtract(projectId);
    expect(done.status).toBe('Ready');
    expect(await steps.listExtracts(projectId)).toHaveLength(1);
  });

  it("answers 404 for an unknown project and another institution's project on every extract operation", async () => {
    const { steps, api } = ctx.a;
    const foreign = await ctx.b.steps.createProject();
    for (const projectId of [randomUUID(), foreign]) {
      expectNotFound(await api.call('POST', steps.paths.extract(projectId)), 'projectId');
      expectNotFound(await api.call('GET', steps.paths.extract(projectId)), 'projectId');
      expectNotFound(await api.call('GET', steps.paths.extractStatus(projectId)), 'projectId');
      expectNotFound(await api.call('GET', steps.paths.extracts(projectId)), 'projectId');
      expectNotFound(await api.call('GET', steps.paths.extractById(projectId, firstJob.id)));
    }
    expect(await ctx.b.steps.listExtracts(foreign)).toEqual([]);
  });
});

describe('ListRegistryExtracts and DownloadRegistryExtractById', () => {
  it('keeps every extract: a second job after the first is listed first, and both files stay downloadable', async () => {
    const { steps, api } = ctx.a;
    await steps.generateExtract(fixture.projectId);
    const second = await steps.waitForExtract(fixture.projectId);
    expect(second.id).not.toBe(firstJob.id);
    const jobs = await steps.listExtracts(fixture.projectId);
    expect(jobs.map((j) => j.id).slice(0, 2)).toEqual([second.id, firstJob.id]);
    for (const job of [firstJob, second]) {
      const file = expectOk(await api.call<FileResponseDto>('GET', steps.paths.extractById(fixture.projectId, job.id)));
      expect(file.fileName).toBe(job.fileName);
      expectPdf(file);
    }
    expect((await steps.downloadExtract(fixture.projectId)).fileName).toBe(second.fileName);
  });

  it('answers 404 for an unknown job, a job of another project and a job without a file', async () => {
    const { steps, api } = ctx.a;
    expectNotFound(await api.call('GET', steps.paths.extractById(fixture.projectId, randomUUID())), 'jobId');
    const otherProject = await steps.createProject();
    expectNotFound(await api.call('GET', steps.paths.extractById(otherProject, firstJob.id)), 'jobId');
    // A job that failed (stored directly: the worker only fails on broken PDF writers).
    const [failed] = await ctx.server.database.db
      .insert(registryExtractJobs)
      .values({ institutionId: ctx.a.institutionId, projectId: otherProject, status: 'Failed', attempts: 3, failureReason: 'disk full' })
      .returning();
    expectNotFound(await api.call('GET', steps.paths.extractById(otherProject, failed.id)), 'jobId');
    expect(await steps.extractStatus(otherProject)).toMatchObject({ id: failed.id, status: 'Failed', failureReason: 'disk full', fileName: null });
    expectNotFound(await api.call('GET', steps.paths.extract(otherProject)));
  });

  it('rejects malformed job ids naming jobId', async () => {
    const { steps, api } = ctx.a;
    expectInvalid(await api.call('GET', steps.paths.extractById(fixture.projectId, 'latest')), 'jobId');
    expectInvalid(await api.call('GET', steps.paths.extractById(fixture.projectId, '00000000-0000-0000-0000-000000000000')), 'jobId');
  });
});

describe('ListCustomerRegistryExtractFiles and DownloadRegistryExtractFile', () => {
  it("lists each holding customer's own extract files and serves them as PDFs", async () => {
    const { steps, api } = ctx.a;
    const files = expectOk(await api.call<CustomerExtractFileDto[]>('GET', steps.paths.customerFiles(fixture.alice)));
    expect(files.length).toBeGreaterThanOrEqual(1);
    for (const f of files) expect(f.projectId).toBe(fixture.projectId);
    const times = files.map((f) => Date.parse(f.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const file = expectOk(await api.call<FileResponseDto>('GET', steps.paths.customerFile(fixture.alice, files[0].fileName)));
    expect(file.fileName).toBe(files[0].fileName);
    expect(file.sizeBytes).toBe(files[0].sizeBytes);
    const text = await pdfText(expectPdf(file));
    expect(text).toContain('Alice');
    expect(text).toContain(fixture.bond.isin);

    const bobFiles = expectOk(await api.call<CustomerExtractFileDto[]>('GET', steps.paths.customerFiles(fixture.bob)));
    expect(bobFiles.length).toBeGreaterThanOrEqual(1);
    expect(bobFiles.map((f) => f.fileName)).not.toContain(files[0].fileName);
  });

  it('answers an empty list for a customer without holdings and 404 for unknown or foreign customers', async () => {
    const { steps, api } = ctx.a;
    const carol = await steps.createCustomer();
    expect(expectOk(await api.call('GET', steps.paths.customerFiles(carol)))).toEqual([]);
    expectNotFound(await api.call('GET', steps.paths.customerFiles(randomUUID())));
    const foreign = await ctx.b.steps.createCustomer();
    expectNotFound(await api.call('GET', steps.paths.customerFiles(foreign)));
  });

  it("does not serve another customer's or another institution's file", async () => {
    const { steps, api } = ctx.a;
    const [aliceFile] = expectOk(await api.call<CustomerExtractFileDto[]>('GET', steps.paths.customerFiles(fixture.alice)));
    expectNotFound(await api.call('GET', steps.paths.customerFile(fixture.bob, aliceFile.fileName)));
    expectNotFound(await api.call('GET', steps.paths.customerFile(randomUUID(), aliceFile.fileName)));
    expectNotFound(await api.call('GET', steps.paths.customerFile(fixture.alice, `x${aliceFile.fileName}`)));
    // Institution B with its own key, asking for A's customer and file on B's path.
    expectNotFound(await ctx.b.api.call('GET', ctx.b.steps.paths.customerFile(fixture.alice, aliceFile.fileName)));
  });

  it('refuses path tricks in the file name with 400 InvalidInput naming fileName', async () => {
    const base = `/api/Customer/${ctx.a.institutionId}/${fixture.alice}/registry-extract/`;
    const tricks = [
      '..',
      '..%2F..%2F..%2Fetc%2Fpasswd',
      '%2E%2E',
      '%2e%2e%2fsecret.pdf',
      '%2Fetc%2Fpasswd',
      'a%2Fb.pdf',
      '..%5C..%5Cwindows%5Cwin.ini',
      'report..pdf',
      '.hidden.pdf',
      'file%00.pdf',
      'C%3A%5Cboot.ini',
      '~root',
    ];
    for (const trick of [...tricks, `a${'b'.repeat(200)}.pdf`]) {
      const res = await rawRequest(ctx.server.baseUrl, { method: 'GET', path: `${base}${trick}`, headers: { 'x-api-key': ctx.a.key } });
      expectInvalid(res, 'fileName');
    }
    // The longest plain name the contract allows is looked up (and not found).
    expectNotFound(await ctx.a.api.call('GET', ctx.a.steps.paths.customerFile(fixture.alice, `a${'b'.repeat(195)}.pdf`)), 'fileName');
  });
});
