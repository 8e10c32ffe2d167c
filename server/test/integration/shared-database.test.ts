import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/db/open-database';
import { projects, registryExtractJobs, transactions } from '../../src/db/schema';
import { seedDemoData } from '../../src/seed/seed-demo-data';
import { createServices, type Services } from '../../src/services/index';
import { createTemporaryDatabase, type TemporaryDatabase } from '../helpers/test-database';

/**
 * Several instances on one PostgreSQL, in one process (each with its own pool, as separate processes would have):
 * they migrate and seed once when they start together, and judge leases on the database's clock, so an instance
 * whose own clock is off takes no live work from another. The real-process run is multi-instance.test.ts.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const log = pino({ level: 'silent' });
const INSTANCES = 3;
const HOUR = 3_600_000;

describe.skipIf(!adminUrl)('instances sharing one PostgreSQL', () => {
  let temporary: TemporaryDatabase;
  let databases: Database[] = [];
  let services: Services[] = [];

  beforeAll(async () => {
    temporary = await createTemporaryDatabase(adminUrl as string);
    // All start at once on an empty database: without the startup lock two of them apply the same migration.
    databases = await Promise.all(Array.from({ length: INSTANCES }, () => openDatabase({ dataDir: '', databaseUrl: temporary.url, log })));
    services = databases.map((database) => createServices(database, { log }));
  });

  afterAll(async () => {
    await Promise.all(databases.map((d) => d.close()));
    await temporary?.drop();
  });

  it('applies each migration once when instances start together', async () => {
    const result = (await databases[0].db.execute(sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`)) as unknown as {
      rows: { hash: string; n: number }[];
    };
    expect(result.rows.length).toBeGreaterThanOrEqual(8);
    expect(result.rows.filter((r) => r.n !== 1)).toEqual([]);
  });

  it('seeds the demo data once when instances start together', async () => {
    const institutionId = randomUUID();
    const outcomes = await Promise.all(
      databases.map((database, i) => database.withStartupLock(() => seedDemoData(services[i], { institutionId, transactionCount: 200 }))),
    );
    expect(outcomes.filter((o) => o.seeded)).toHaveLength(1);
    const [{ n }] = await databases[0].db.select({ n: count() }).from(projects).where(eq(projects.institutionId, institutionId));
    // The seed's projects, once (a second seed would have doubled them or failed on the unique project names).
    const alone = await openDatabase({ dataDir: '', inMemory: true });
    try {
      const single = createServices(alone, { log });
      await seedDemoData(single, { institutionId, transactionCount: 200 });
      const [{ n: expected }] = await alone.db.select({ n: count() }).from(projects).where(eq(projects.institutionId, institutionId));
      expect(Number(n)).toBe(Number(expected));
    } finally {
      await alone.close();
    }
  });

  it('keeps a live extract job with its worker when another instance\'s clock runs an hour ahead', async () => {
    const institutionId = randomUUID();
    const projectId = await services[0].projects.create(institutionId, { name: `Clock ${institutionId.slice(0, 8)}` });
    await services[0].registryExtracts.enqueue(institutionId, projectId);
    const job = await services[0].extractQueue.claimNext();
    expect(job?.projectId).toBe(projectId);
    const realNow = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(realNow + HOUR);
      // The skewed instance heartbeats its own job... and looks for abandoned ones.
      await services[1].extractQueue.heartbeat(job!);
      expect(await services[1].extractQueue.recoverAbandoned(15_000)).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    const [row] = await databases[0].db.select().from(registryExtractJobs).where(eq(registryExtractJobs.id, job!.id));
    expect(row).toMatchObject({ status: 'Running', attempts: 1 });
    expect(Math.abs(row.lockedAt!.getTime() - realNow)).toBeLessThan(60_000);
    expect(await services[0].extractQueue.complete(job!, { fileName: 'kept.pdf', content: Buffer.from('%PDF-'), customerFiles: [] })).toBe(true);
  });

  it('takes over a dead instance\'s extract job once its lock is stale on the database clock', async () => {
    const institutionId = randomUUID();
    const projectId = await services[0].projects.create(institutionId, { name: `Dead ${institutionId.slice(0, 8)}` });
    await services[0].registryExtracts.enqueue(institutionId, projectId);
    const job = await services[0].extractQueue.claimNext();
    expect(job?.projectId).toBe(projectId);
    // Instance 0 dies: no more heartbeats. Another instance recovers the job once it is older than the stale limit.
    expect(await services[1].extractQueue.recoverAbandoned(400)).toBe(0);
    await new Promise((r) => setTimeout(r, 600));
    expect(await services[1].extractQueue.recoverAbandoned(400)).toBeGreaterThanOrEqual(1);
    const again = await services[1].extractQueue.claimNext();
    expect(again).toMatchObject({ id: job!.id, attempts: 2 });
    // The dead run's late result is dropped; the new run's is stored.
    expect(await services[0].extractQueue.complete(job!, { fileName: 'late.pdf', content: Buffer.from('%PDF-'), customerFiles: [] })).toBe(false);
    expect(await services[1].extractQueue.complete(again!, { fileName: 'new.pdf', content: Buffer.from('%PDF-'), customerFiles: [] })).toBe(true);
  });

  it('leaves a leased transaction to its worker when another instance\'s clock runs an hour ahead', async () => {
    const institutionId = randomUUID();
    const txId = `skew-${randomUUID()}`;
    await databases[0].db.insert(transactions).values({ txId, institutionId, txAction: 'TxAsset', txStatus: 'New', blockchain: 'Algorand' });
    const claimed = await services[0].ledger.claimDue(1000);
    expect(claimed.map((c) => c.txId)).toContain(txId);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + HOUR);
      expect((await services[1].ledger.claimDue(1000)).map((c) => c.txId)).not.toContain(txId);
    } finally {
      vi.useRealTimers();
    }
  });
});
