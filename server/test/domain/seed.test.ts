import { count, countDistinct, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, kycRecords, optIns, projects, tokenizedAssets, transactions, transfers } from '../../src/db/schema';
import { buildDemoCustomers } from '../../src/seed/demo-customers';
import { Prng } from '../../src/seed/prng';
import { seedDemoData } from '../../src/seed/seed-demo-data';
import { newInstitutionId, openTestServices, type TestServices } from './support/test-services';

let t: TestServices;
const inst = newInstitutionId();
let seconds = 0;

beforeAll(async () => {
  t = await openTestServices();
  const started = Date.now();
  const result = await seedDemoData(t.services, { institutionId: inst, institutionName: 'Demo Institution' });
  seconds = (Date.now() - started) / 1000;
  expect(result).toEqual({ seeded: true });
});
afterAll(() => t.close());

async function total(table: typeof projects | typeof customers | typeof transactions | typeof optIns | typeof transfers | typeof kycRecords) {
  const [{ n }] = await t.database.db.select({ n: count() }).from(table).where(eq(table.institutionId, inst));
  return Number(n);
}

describe('demo seed', () => {
  it('is fast', () => {
    expect(seconds).toBeLessThan(10);
  });

  it('creates projects, a finalized bond and share, and initialized assets', async () => {
    const list = await t.services.projects.list(inst);
    expect(list.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Green Energy Bond 2027', 'Alpine Real Estate Shares', 'Municipal Infrastructure Notes']),
    );
    const assets = await t.services.tokenizedAssets.list(inst);
    const finalizedBond = assets.find((a) => a.kind === 'Bond' && a.status === 'Finalized');
    const finalizedShare = assets.find((a) => a.kind === 'Share' && a.status === 'Finalized');
    expect(finalizedBond).toMatchObject({ interestRate: expect.any(String), firstCouponDate: expect.any(String), numberOfPayments: expect.any(Number) });
    expect(finalizedBond?.assetIndex).not.toBeNull();
    expect(finalizedShare).toMatchObject({ shareClass: expect.any(String), votingRights: expect.any(String), parValue: false, votingRight: true });
    expect(assets.some((a) => a.status === 'Initialized')).toBe(true);
    const details = await t.services.tokenizedAssets.details(inst, finalizedShare!.id);
    expect(details.holders.length).toBeGreaterThan(3);
    expect(details.holders.every((h) => h.customerName)).toBe(true);
    expect(details.circulatingSupply).toBeLessThanOrEqual(finalizedShare!.totalSupply!);
  });

  it('creates about 40 customers with KYC, some companies, opt-ins and transfers', async () => {
    expect(await total(customers)).toBe(40);
    const legal = await t.services.customers.search(inst, {});
    expect(legal.count).toBe(40);
    const [{ companies }] = await t.database.db.select({ companies: count() }).from(customers).where(eq(customers.type, 'LegalEntity'));
    expect(Number(companies)).toBeGreaterThanOrEqual(3);
    const [{ withKyc }] = await t.database.db.select({ withKyc: countDistinct(kycRecords.customerId) }).from(kycRecords).where(eq(kycRecords.institutionId, inst));
    expect(Number(withKyc)).toBe(40);
    expect(await total(kycRecords)).toBeGreaterThan(40);
    // Each demo customer's KYC saves declare the identity verified: every one can be sent to the partner.
    expect((await t.services.customers.list(inst, { identityVerified: true, take: 200 })).count).toBe(40);
    const statuses = await t.database.db.selectDistinct({ s: optIns.status }).from(optIns).where(eq(optIns.institutionId, inst));
    expect(statuses.map((s) => s.s).sort()).toEqual(['Approved', 'Rejected', 'Requested']);
    // Opt-ins name the customer behind the wallet, so nobody has to look a UUID up.
    const projectOptIns = (await Promise.all((await t.services.projects.list(inst)).map((p) => t.services.projects.optIns(inst, p.id)))).flat();
    const ofCustomers = projectOptIns.filter((o) => o.customerId);
    expect(ofCustomers.length).toBeGreaterThan(0);
    const named = await Promise.all(ofCustomers.map(async (o) => [o.customerName, await t.services.customers.get(inst, o.customerId!)] as const));
    for (const [name, details] of named) {
      const c = details.customer.profile;
      expect(name).toBe(c.type === 'LegalEntity' && c.company ? c.company.name : `${c.firstname} ${c.lastname}`);
    }
    expect(await total(transfers)).toBeGreaterThan(20);
    const projectsWithAssets = await t.database.db.selectDistinct({ p: tokenizedAssets.projectId }).from(tokenizedAssets).where(eq(tokenizedAssets.institutionId, inst));
    expect(projectsWithAssets.length).toBe(3);
  });

  it('creates 3000 transactions in every status and action over the last months', async () => {
    const page = await t.services.transactions.query(inst, { take: 1, sortDirection: 'asc' });
    expect(page.count).toBe(3000);
    expect(Date.now() - Date.parse(page.result[0].createdAt)).toBeGreaterThan(120 * 86_400_000);
    for (const txStatus of ['New', 'Successful', 'Canceled', 'Failed', 'Retrying'] as const) {
      expect((await t.services.transactions.query(inst, { txStatus, take: 1 })).count, txStatus).toBeGreaterThan(0);
    }
    for (const txActions of ['TxTest', 'TxNative', 'TxAsset', 'IssueAsset', 'FreezeAsset', 'ClawbackAssets', 'OptIn', 'AuthOptIn', 'LockAccount', 'Stake'] as const) {
      expect((await t.services.transactions.query(inst, { txActions, take: 1 })).count, txActions).toBeGreaterThan(0);
    }
    for (const blockchains of ['Algorand', 'Ethereum', 'Polygon', 'Stellar'] as const) {
      expect((await t.services.transactions.query(inst, { blockchains, take: 1 })).count, blockchains).toBeGreaterThan(0);
    }
  });

  it('never has the ledger show more successful token movements of an asset than its registry records', async () => {
    const assets = await t.database.db.select({ id: tokenizedAssets.id }).from(tokenizedAssets).where(eq(tokenizedAssets.institutionId, inst));
    let recorded = 0;
    for (const { id } of assets) {
      const moved = (await t.services.transactions.query(inst, { tokenizedAssetId: id, txActions: 'TxAsset', txStatus: 'Successful', take: 1 })).count;
      const clawedBack = (await t.services.transactions.query(inst, { tokenizedAssetId: id, txActions: 'ClawbackAssets', txStatus: 'Successful', take: 1 })).count;
      const [{ n }] = await t.database.db.select({ n: count() }).from(transfers).where(eq(transfers.tokenizedAssetId, id));
      expect(moved, `successful transfers of ${id}`).toBe(Number(n));
      expect(clawedBack, `successful clawbacks of ${id}`).toBe(0);
      recorded += Number(n);
    }
    expect(recorded).toBeGreaterThan(0);
    // Token movements that did not go through are still in the history.
    expect((await t.services.transactions.query(inst, { txActions: 'TxAsset', txStatus: 'Failed', take: 1 })).count).toBeGreaterThan(0);
  });

  it('does nothing when the institution already has projects', async () => {
    expect(await seedDemoData(t.services, { institutionId: inst })).toEqual({ seeded: false });
    expect(await total(projects)).toBe(4);
  });

  it('is deterministic for an institution', () => {
    const now = new Date('2026-11-01T00:00:00Z');
    const a = buildDemoCustomers(new Prng('demo:x'), inst, now);
    const b = buildDemoCustomers(new Prng('demo:x'), inst, now);
    expect(a).toEqual(b);
    const c = buildDemoCustomers(new Prng('demo:y'), inst, now);
    expect(c.customers[0].id).not.toBe(a.customers[0].id);
  });
});

describe('demo assets', () => {
  it('carry only identifiers the issuance wizard accepts (ISIN check digit, unit name and name bytes)', async () => {
    const { isValidIsin } = await import('../../../src/features/assets/lib/isin');
    const { BYTE_LIMITS, utf8ByteLength } = await import('../../../src/shared/lib/utf8');
    const assets = await t.services.tokenizedAssets.list(inst);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(isValidIsin(asset.isin), asset.isin).toBe(true);
      expect(utf8ByteLength(asset.unitName ?? ''), asset.unitName ?? '').toBeLessThanOrEqual(BYTE_LIMITS.unitName);
      expect(utf8ByteLength(asset.name ?? ''), asset.name ?? '').toBeLessThanOrEqual(BYTE_LIMITS.name);
    }
  });
});
