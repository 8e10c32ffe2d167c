import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions, type NewTransactionRow } from '../../src/db/schema';
import type { TxDto } from '../../src/services/api-types';
import { expectApiError, newInstitutionId, openTestServices, type TestServices } from './support/test-services';

let t: TestServices;
const inst = newInstitutionId();
const projectA = '0b6f3a52-1c1e-4d8e-9a55-3f2a1d4c5e6a';
const assetA = '9c2d4e6f-8a0b-4c1d-8e3f-5a7b9c1d3e5f';
const base = new Date('2026-05-01T00:00:00.000Z').getTime();
const HOUR = 3_600_000;
/** Tx ids are unique across institutions: a run suffix keeps reruns on a shared database apart. */
const run = inst.slice(0, 8);

const rows: NewTransactionRow[] = (
  [
  { txId: 'TXA-001', txAction: 'TxAsset', txStatus: 'Successful', blockchain: 'Algorand', amount: 100, unitName: 'GEB27', projectId: projectA, tokenizedAssetId: assetA, note: 'coupon 50%_off' },
  { txId: 'TXA-002', txAction: 'TxAsset', txStatus: 'Failed', blockchain: 'Ethereum', amount: 5, unitName: 'ARES', fromAddress: 'WALLET-ALPHA' },
  { txId: 'TXA-003', txAction: 'OptIn', txStatus: 'New', blockchain: 'Polygon', amount: null, toAddress: 'wallet-beta' },
  { txId: 'TXA-004', txAction: 'IssueAsset', txStatus: 'Successful', blockchain: 'Algorand', amount: 10_000, unitName: 'GEB27', projectId: projectA },
  { txId: 'TXA-005', txAction: 'Stake', txStatus: 'Retrying', blockchain: 'Stellar', amount: 42, note: 'Staking reward' },
  { txId: 'TXA-006', txAction: 'TxNative', txStatus: 'Canceled', blockchain: 'Algorand', amount: 1 },
  ] satisfies Omit<NewTransactionRow, 'institutionId'>[]
).map((r, i) => ({ ...r, txId: `${r.txId}-${run}`, institutionId: inst, createdAt: new Date(base + i * HOUR), updatedAt: new Date(base + (6 - i) * HOUR) }));

beforeAll(async () => {
  t = await openTestServices();
  await t.database.db.insert(transactions).values(rows);
  // Another institution's transactions never show up.
  await t.database.db.insert(transactions).values({ txId: `OTHER-001-${run}`, institutionId: newInstitutionId(), txAction: 'TxAsset', txStatus: 'Successful', blockchain: 'Algorand' });
});
afterAll(() => t.close());

const ids = (list: TxDto[]) => list.map((r) => r.txId.replace(`-${run}`, ''));

describe('transaction query', () => {
  it('defaults to createdAt desc, 25 per page, with the total count', async () => {
    const page = await t.services.transactions.query(inst, {});
    expect(page.count).toBe(6);
    expect(ids(page.result)).toEqual(['TXA-006', 'TXA-005', 'TXA-004', 'TXA-003', 'TXA-002', 'TXA-001']);
  });

  it('filters by status, chain, action, txId, project, asset and time window', async () => {
    expect(ids((await t.services.transactions.query(inst, { txStatus: 'Successful' })).result)).toEqual(['TXA-004', 'TXA-001']);
    expect(ids((await t.services.transactions.query(inst, { blockchains: 'Ethereum' })).result)).toEqual(['TXA-002']);
    expect(ids((await t.services.transactions.query(inst, { txActions: 'TxAsset' })).result)).toEqual(['TXA-002', 'TXA-001']);
    expect(ids((await t.services.transactions.query(inst, { txId: `TXA-003-${run}` })).result)).toEqual(['TXA-003']);
    expect(ids((await t.services.transactions.query(inst, { projectId: projectA })).result)).toEqual(['TXA-004', 'TXA-001']);
    expect(ids((await t.services.transactions.query(inst, { tokenizedAssetId: assetA })).result)).toEqual(['TXA-001']);
    const window = await t.services.transactions.query(inst, {
      createdFrom: new Date(base + HOUR).toISOString(),
      createdTo: new Date(base + 3 * HOUR).toISOString(),
    });
    expect(ids(window.result)).toEqual(['TXA-004', 'TXA-003', 'TXA-002']);
    const combined = await t.services.transactions.query(inst, { txStatus: 'Successful', txActions: 'IssueAsset', blockchains: 'Algorand' });
    expect(ids(combined.result)).toEqual(['TXA-004']);
  });

  it('searches case-insensitively over txId, unit name, addresses and note, with wildcards taken literally', async () => {
    expect(ids((await t.services.transactions.query(inst, { searchText: 'geb27' })).result)).toEqual(['TXA-004', 'TXA-001']);
    expect(ids((await t.services.transactions.query(inst, { searchText: 'WALLET-' })).result)).toEqual(['TXA-003', 'TXA-002']);
    expect(ids((await t.services.transactions.query(inst, { searchText: 'staking' })).result)).toEqual(['TXA-005']);
    expect(ids((await t.services.transactions.query(inst, { searchText: 'txa-00' })).result)).toHaveLength(6);
    expect(ids((await t.services.transactions.query(inst, { searchText: '50%_' })).result)).toEqual(['TXA-001']);
    expect((await t.services.transactions.query(inst, { searchText: '%' })).count).toBe(1);
  });

  it('sorts by every allow-listed path in both directions', async () => {
    const asc = await t.services.transactions.query(inst, { sortPath: 'amount', sortDirection: 'ASC' });
    expect(ids(asc.result)).toEqual(['TXA-006', 'TXA-002', 'TXA-005', 'TXA-001', 'TXA-004', 'TXA-003']);
    const desc = await t.services.transactions.query(inst, { sortPath: 'amount', sortDirection: 'desc' });
    expect(ids(desc.result)).toEqual(['TXA-004', 'TXA-001', 'TXA-005', 'TXA-002', 'TXA-006', 'TXA-003']);
    expect(ids((await t.services.transactions.query(inst, { sortPath: 'updatedAt', sortDirection: 'asc' })).result)[0]).toBe('TXA-006');
    expect(ids((await t.services.transactions.query(inst, { sortPath: 'txId', sortDirection: 'asc' })).result)[0]).toBe('TXA-001');
    expect((await t.services.transactions.query(inst, { sortPath: 'blockchain', sortDirection: 'asc' })).result[0].blockchain).toBe('Algorand');
    expect((await t.services.transactions.query(inst, { sortPath: 'txStatus', sortDirection: 'asc' })).result[0].txStatus).toBe('Canceled');
    expect((await t.services.transactions.query(inst, { sortPath: 'txAction', sortDirection: 'desc' })).result[0].txAction).toBe('TxNative');
    expect((await t.services.transactions.query(inst, { sortPath: 'unitName', sortDirection: 'asc' })).result[0].unitName).toBe('ARES');
    expect(ids((await t.services.transactions.query(inst, { sortPath: 'createdAt', sortDirection: null })).result)[0]).toBe('TXA-006');
  });

  it('rejects sort paths outside the allow-list and bad directions', async () => {
    await expectApiError(t.services.transactions.query(inst, { sortPath: 'note' }), 400, 'InvalidInput', 'sortPath');
    await expectApiError(t.services.transactions.query(inst, { sortPath: 'createdAt; drop table transactions' }), 400, 'InvalidInput', 'sortPath');
    await expectApiError(t.services.transactions.query(inst, { sortDirection: 'sideways' }), 400, 'InvalidInput', 'sortDirection');
  });

  it('pages with take and skip, and guards the maximum page size', async () => {
    const first = await t.services.transactions.query(inst, { take: 2, skip: 0 });
    const second = await t.services.transactions.query(inst, { take: 2, skip: 2 });
    const last = await t.services.transactions.query(inst, { take: 2, skip: 5 });
    expect(ids(first.result)).toEqual(['TXA-006', 'TXA-005']);
    expect(ids(second.result)).toEqual(['TXA-004', 'TXA-003']);
    expect(ids(last.result)).toEqual(['TXA-001']);
    expect(last.count).toBe(6);
    expect((await t.services.transactions.query(inst, { take: 200 })).result).toHaveLength(6);
    await expectApiError(t.services.transactions.query(inst, { take: 201 }), 400, 'InvalidInput', 'take');
    await expectApiError(t.services.transactions.query(inst, { take: 0 }), 400, 'InvalidInput', 'take');
    await expectApiError(t.services.transactions.query(inst, { skip: -1 }), 400, 'InvalidInput', 'skip');
  });

  it('accepts the body institutionId only when it is the path institution', async () => {
    expect((await t.services.transactions.query(inst, { institutionId: inst.toUpperCase() })).count).toBe(6);
    await expectApiError(t.services.transactions.query(inst, { institutionId: newInstitutionId() }), 400, 'InvalidInput', 'institutionId');
  });
});
