import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractClient } from '../helpers/contract-client';
import { freePort } from '../helpers/free-port';
import { startService, type ServiceProcess } from '../helpers/service-process';
import { postgresServiceEnv, type PostgresServiceEnv } from '../helpers/postgres-service-env';
import { expectOk } from './support/expect-envelope';
import { ApiSteps } from './support/api-steps';
import { bondBody, customerBody, uniqueEmail, uniqueTag } from '../support/factories';

/**
 * Two real service processes on one PostgreSQL, started at the same moment on an empty database, driven through
 * both at once: they migrate once, every extract job is run by exactly one of them, every mint is recorded once and
 * settled by the ledger once, every customer is created once (a create sent to both gets one 200 and one 409), and
 * nothing sent is lost. PostgreSQL only (PGlite is one process per data directory).
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('two instances on one PostgreSQL', () => {
  const institutionId = randomUUID();
  const apiKey = `multi-${randomUUID()}`;
  let prepared: PostgresServiceEnv | undefined;
  let db: pg.Client;
  let instances: ServiceProcess[] = [];
  let steps: ApiSteps[] = [];

  beforeAll(async () => {
    prepared = await postgresServiceEnv(adminUrl as string, { institutionId, apiKey, name: 'multi-instance' });
    const { env, temporary } = prepared;
    const ports = [await freePort(), await freePort()];
    // Both at once on the empty database: migrations race unless the startup lock orders them.
    const started = await Promise.allSettled(ports.map((port) => startService(port, env, 90_000)));
    instances = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    steps = instances.map((i) => new ApiSteps(createContractClient(i.origin, apiKey), institutionId));
    db = new pg.Client({ connectionString: temporary.url });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.kill()));
    await db?.end();
    await prepared?.cleanup();
  });

  /** Log lines (JSON) of both instances with this message. */
  const logLines = (msg: string): ({ instance: number } & Record<string, unknown>)[] =>
    instances.flatMap((instance, index) =>
      instance
        .output()
        .split('\n')
        .filter((line) => line.includes(`"msg":"${msg}"`))
        .map((line) => ({ instance: index, ...(JSON.parse(line) as Record<string, unknown>) })),
    );

  it('migrated once although both started together on the empty database', async () => {
    const { rows } = await db.query<{ hash: string; n: number }>('select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash');
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
  });

  it('runs each extract job once, creates each customer once and records each mint once, driven through both at once', async () => {
    const [a, b] = steps;
    // Projects with a finalized bond each, alternately through the two instances.
    const projects = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const s = steps[i % 2];
        const projectId = await s.createProject({ name: `Twin ${i} ${uniqueTag()}` });
        const assetId = await s.initializeAsset(bondBody({ projectId }));
        await s.finalizeAsset(assetId);
        return { projectId, assetId };
      }),
    );

    // The same work through both instances at the same moment.
    const emails = Array.from({ length: 12 }, () => uniqueEmail('twin'));
    const mintKeys = projects.flatMap(({ assetId }) => [1, 2, 3].map((n) => ({ assetId, key: `twin-${n}-${uniqueTag()}`, amount: n })));
    const extractAsks = projects.flatMap(({ projectId }) => [a.generateExtract(projectId), b.generateExtract(projectId)]);
    const customerAnswers = emails.flatMap((email) => {
      const body = customerBody({ email });
      return [a, b].map((s) => s.api.call<string>('POST', s.paths.customers, body));
    });
    const mintAnswers = mintKeys.flatMap(({ assetId, key, amount }) =>
      [a, b].map((s) => s.api.call<boolean>('POST', s.paths.mint, { tokenizedAssetId: assetId, amount, receiverWalletAddress: `W-${key}` }, { 'Idempotency-Key': key })),
    );
    const [customers, mints] = await Promise.all([Promise.all(customerAnswers), Promise.all(mintAnswers), Promise.all(extractAsks)]);

    // Customers: per e-mail exactly one 200 and one 409 (the e-mail is taken), whichever instance won.
    for (let i = 0; i < emails.length; i += 1) {
      const pair = [customers[2 * i], customers[2 * i + 1]];
      expect(pair.map((r) => r.status).sort()).toEqual([200, 409]);
    }
    const { rows: customerRows } = await db.query<{ email: string; n: number }>(
      'select lower(email) as email, count(*)::int as n from customers where institution_id = $1 group by 1',
      [institutionId],
    );
    expect(customerRows.map((r) => r.email).sort()).toEqual(emails.map((e) => e.toLowerCase()).sort());
    expect(customerRows.every((r) => r.n === 1)).toBe(true);

    // Mints: both answers true, one transaction per key.
    for (const answer of mints) expect(expectOk(answer)).toBe(true);
    const { rows: mintRows } = await db.query<{ to_address: string; n: number }>(
      "select to_address, count(*)::int as n from transactions where institution_id = $1 and tx_action = 'TxAsset' group by 1",
      [institutionId],
    );
    expect(mintRows.map((r) => r.to_address).sort()).toEqual(mintKeys.map(({ key }) => `W-${key}`).sort());
    expect(mintRows.every((r) => r.n === 1)).toBe(true);

    // Extracts: one job per project, Ready after one attempt, run by exactly one instance.
    for (const { projectId } of projects) {
      const job = await a.waitForExtract(projectId, 40_000);
      expect(job).toMatchObject({ status: 'Ready', attempts: 1 });
      expect(await b.listExtracts(projectId)).toHaveLength(1);
      const runs = logLines('registry extract job started').filter((l) => l.jobId === job.id);
      expect(runs).toHaveLength(1);
    }

    // Ledger: every mint leaves New exactly once; no transition is recorded twice.
    const deadline = Date.now() + 30_000;
    let pending = Infinity;
    while (Date.now() < deadline) {
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from transactions where institution_id = $1 and tx_action = 'TxAsset' and ledger_check_at is not null",
        [institutionId],
      );
      pending = rows[0].n;
      if (pending === 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(pending).toBe(0);
    const { rows: firstSteps } = await db.query<{ transaction_id: string; n: number }>(
      `select t.id as transaction_id, count(tt.id)::int as n from transactions t
         left join transaction_transitions tt on tt.transaction_id = t.id and tt.from_status = 'New'
        where t.institution_id = $1 and t.tx_action = 'TxAsset' group by t.id`,
      [institutionId],
    );
    expect(firstSteps).toHaveLength(mintKeys.length);
    expect(firstSteps.filter((r) => r.n !== 1)).toEqual([]);
    // Retrying -> Retrying may happen once per retry; any other step twice would be a double recording.
    const { rows: repeated } = await db.query(
      `select transaction_id, from_status, to_status, count(*)::int from transaction_transitions
        where not (from_status = 'Retrying' and to_status = 'Retrying') group by 1, 2, 3 having count(*) > 1`,
    );
    expect(repeated).toEqual([]);

    // Both instances took part in the ledger's work or the extracts' (the point of running two).
    const workers = new Set([...logLines('transaction status changed'), ...logLines('registry extract job started')].map((l) => l.instance));
    expect(workers.size).toBe(2);
  }, 150_000);

  it('takes over the extract job and the ledger lease of an instance that died holding them, once', async () => {
    const [a] = steps;
    const { projectId } = await (async () => {
      const id = await a.createProject({ name: `Orphan ${uniqueTag()}` });
      const assetId = await a.initializeAsset(bondBody({ projectId: id }));
      await a.finalizeAsset(assetId);
      return { projectId: id };
    })();
    // What a third instance left when it was killed: a job it had claimed (Running, attempt 1, lock fresh on the
    // database clock, never to be heartbeated again) and a transaction it had leased for 2 s.
    const { rows: jobs } = await db.query<{ id: string }>(
      `insert into registry_extract_jobs (institution_id, project_id, status, attempts, started_at, locked_at)
       values ($1, $2, 'Running', 1, now(), now()) returning id`,
      [institutionId, projectId],
    );
    const txId = `orphan-${uniqueTag()}`;
    const { rows: leased } = await db.query<{ lease_end: Date }>(
      `insert into transactions (tx_id, institution_id, tx_action, tx_status, blockchain, created_at, updated_at, ledger_check_at)
       values ($1, $2, 'TxAsset', 'New', 'Algorand', now() - interval '1 minute', now() - interval '1 minute', now() + interval '2 seconds')
       returning ledger_check_at as lease_end`,
      [txId, institutionId],
    );

    const job = await a.waitForExtract(projectId, 30_000);
    expect(job).toMatchObject({ id: jobs[0].id, status: 'Ready', attempts: 2 });
    expect(logLines('recovered abandoned registry extract job').filter((l) => l.jobId === job.id)).toHaveLength(1);
    expect(logLines('registry extract job started').filter((l) => l.jobId === job.id)).toHaveLength(1);

    const deadline = Date.now() + 20_000;
    let transitions: { from_status: string; to_status: string; at: Date }[] = [];
    while (Date.now() < deadline) {
      ({ rows: transitions } = await db.query(
        `select tt.from_status, tt.to_status, tt.at from transaction_transitions tt join transactions t on t.id = tt.transaction_id
          where t.tx_id = $1 and tt.from_status = 'New'`,
        [txId],
      ));
      if (transitions.length > 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(transitions).toHaveLength(1);
    // Not before the dead instance's lease ran out (both on the database's clock).
    expect(transitions[0].at.getTime()).toBeGreaterThanOrEqual(leased[0].lease_end.getTime());
  }, 90_000);
});
