import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { CreateCustomerDto, KycDataDto, KycRecordDto } from '../../../src/api/generated/types.gen';
import { createContractClient } from '../helpers/contract-client';
import { freePort } from '../helpers/free-port';
import { startService, type ServiceProcess } from '../helpers/service-process';
import { postgresServiceEnv, type PostgresServiceEnv } from '../helpers/postgres-service-env';
import { bondBody, customerBody, kycBody, uniqueEmail, uniqueTag } from '../support/factories';
import { expectOk } from './support/expect-envelope';
import { ApiSteps } from './support/api-steps';

/**
 * SIGKILL in the middle of customer creations, KYC saves, mints and extract jobs, then a restart on the same
 * database: every write is whole or absent (a customer reads back exactly as sent or not at all, a KYC record is
 * complete or missing), no extract job and no ledger transition is lost, and retrying every request (same customer
 * ids, same idempotency keys) duplicates nothing. PostgreSQL only: a killed PGlite process leaves its data
 * directory to recovery, which is PGlite's to prove.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('killed mid-work, restarted', () => {
  const institutionId = randomUUID();
  const apiKey = `crash-${randomUUID()}`;
  const services: ServiceProcess[] = [];
  let prepared: PostgresServiceEnv | undefined;
  let db: pg.Client | undefined;

  afterAll(async () => {
    await Promise.all(services.map((s) => s.kill()));
    await db?.end();
    await prepared?.cleanup();
  });

  it('leaves every write whole or absent, loses no job or transition, and a retry duplicates nothing', async () => {
    prepared = await postgresServiceEnv(adminUrl as string, { institutionId, apiKey, name: 'crash' });
    const { env, temporary } = prepared;
    const start = async () => {
      const service = await startService(await freePort(), env, 90_000);
      services.push(service);
      return { service, steps: new ApiSteps(createContractClient(service.origin, apiKey), institutionId) };
    };
    const first = await start();
    const s = first.steps;

    // What the work needs: projects with a finalized bond, customers to save KYC for.
    const projects = await Promise.all(
      Array.from({ length: 3 }, async (_, i) => {
        const projectId = await s.createProject({ name: `Crash ${i} ${uniqueTag()}` });
        const assetId = await s.initializeAsset(bondBody({ projectId }));
        await s.finalizeAsset(assetId);
        return { projectId, assetId };
      }),
    );
    const kycCustomers = await Promise.all(Array.from({ length: 10 }, () => s.createCustomer(customerBody({ email: uniqueEmail('crash-kyc') }))));

    const newCustomers: CreateCustomerDto[] = Array.from({ length: 20 }, (_, i) =>
      customerBody({ id: randomUUID(), email: uniqueEmail('crash'), firstname: `Jürgen ${i}`, lastname: `Weiß-${uniqueTag()}`, town: 'Łódź' }),
    );
    const kycs: { customerId: string; body: KycDataDto }[] = kycCustomers.map((customerId, i) => ({
      customerId,
      body: kycBody({ firstname: `Łucja ${i}`, placeOfBirth: `Øster ${uniqueTag()}` }),
    }));
    const mints = projects.flatMap(({ assetId }) => Array.from({ length: 6 }, (_, n) => ({ assetId, key: `crash-${n}-${uniqueTag()}`, amount: n + 1 })));
    const sendCustomer = (st: ApiSteps, body: CreateCustomerDto) => st.api.call<string>('POST', st.paths.customers, body);
    const sendKyc = (st: ApiSteps, k: (typeof kycs)[number]) => st.api.call<boolean>('POST', st.paths.kyc(k.customerId), k.body);
    const sendMint = (st: ApiSteps, m: (typeof mints)[number]) =>
      st.api.call<boolean>('POST', st.paths.mint, { tokenizedAssetId: m.assetId, amount: m.amount, receiverWalletAddress: `W-${m.key}` }, { 'Idempotency-Key': m.key });

    // Everything at once; the service is killed once a third of the answers are in, with the rest in flight.
    const work: Promise<unknown>[] = [
      ...newCustomers.map((body) => sendCustomer(s, body)),
      ...kycs.map((k) => sendKyc(s, k)),
      ...mints.map((m) => sendMint(s, m)),
      ...projects.map(({ projectId }) => s.api.call<boolean>('POST', s.paths.extract(projectId))),
    ];
    let answered = 0;
    const settled = Promise.allSettled(work.map((p) => p.finally(() => (answered += 1))));
    while (answered < work.length / 3) await new Promise((r) => setTimeout(r, 2));
    await first.service.kill();
    const outcomes = await settled;
    expect(outcomes.some((o) => o.status === 'rejected'), 'some requests were cut off by the kill').toBe(true);

    db = new pg.Client({ connectionString: temporary.url });
    await db.connect();
    const { steps: again } = await start();

    // Customers: whole (reads back as sent) or absent (404); never a partial row.
    let present = 0;
    for (const body of newCustomers) {
      const res = await again.api.call<unknown>('GET', again.paths.customer(body.id as string));
      expect([200, 404]).toContain(res.status);
      if (res.status !== 200) continue;
      present += 1;
      const { profile } = (await again.getCustomer(body.id as string)).customer;
      expect(profile).toMatchObject({ firstname: body.firstname, lastname: body.lastname, email: body.email, town: body.town });
    }
    // KYC: one complete record or none.
    for (const { customerId, body } of kycs) {
      const records = expectOk(await again.api.call<KycRecordDto[]>('GET', again.paths.kyc(customerId)));
      expect(records.length).toBeLessThanOrEqual(1);
      if (records[0]) expect(records[0].data).toMatchObject({ firstname: body.firstname, placeOfBirth: body.placeOfBirth, lastname: body.lastname, dateOfBirth: body.dateOfBirth });
    }

    // Retry everything, as a client whose answers were lost would.
    const retriedCustomers = await Promise.all(newCustomers.map((body) => sendCustomer(again, body)));
    const retriedMints = await Promise.all(mints.map((m) => sendMint(again, m)));
    await Promise.all(kycs.map((k) => sendKyc(again, k)));
    await Promise.all(projects.map(({ projectId }) => again.api.call<boolean>('POST', again.paths.extract(projectId))));
    // A customer that was created answers 409 (its e-mail is taken): created once either way.
    expect(retriedCustomers.filter((r) => r.status === 200)).toHaveLength(newCustomers.length - present);
    expect(retriedCustomers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const { rows: perEmail } = await db.query<{ n: number }>(
      "select count(*)::int as n from customers where institution_id = $1 and email like 'crash%' group by lower(email)",
      [institutionId],
    );
    expect(perEmail.filter((r) => r.n !== 1)).toEqual([]);
    expect(perEmail.length).toBe(newCustomers.length + kycCustomers.length);
    // Mints: every key answered, one transaction per key.
    for (const answer of retriedMints) expect(expectOk(answer)).toBe(true);
    const { rows: perKey } = await db.query<{ to_address: string; n: number }>(
      "select to_address, count(*)::int as n from transactions where institution_id = $1 and tx_action = 'TxAsset' group by 1",
      [institutionId],
    );
    expect(perKey.map((r) => r.to_address).sort()).toEqual(mints.map((m) => `W-${m.key}`).sort());
    expect(perKey.filter((r) => r.n !== 1)).toEqual([]);

    // No extract job lost: each project's latest job finishes Ready.
    for (const { projectId } of projects) expect((await again.waitForExtract(projectId, 60_000)).status).toBe('Ready');
    // No ledger transition lost: every mint leaves New, whether it was queued before the kill or after.
    const deadline = Date.now() + 30_000;
    let waiting = Infinity;
    while (Date.now() < deadline && waiting > 0) {
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from transactions where institution_id = $1 and tx_action = 'TxAsset' and tx_status = 'New'",
        [institutionId],
      );
      waiting = rows[0].n;
      if (waiting > 0) await new Promise((r) => setTimeout(r, 250));
    }
    expect(waiting).toBe(0);
  }, 240_000);
});
