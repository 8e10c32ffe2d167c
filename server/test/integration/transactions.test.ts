import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TransactionQueryDto, TxDto, TxDtoPaginatedListResponse } from '../../../src/api/generated/types.gen';
import { transactions, type NewTransactionRow } from '../../src/db/schema';
import { expectInvalid, expectMissing, expectOk } from './support/expect-envelope';
import { uniqueTag } from '../support/factories';
import { useService } from './support/service';

const ctx = useService();

const STATUSES = ['New', 'Successful', 'Canceled', 'Failed', 'Retrying'] as const;
const CHAINS = ['Algorand', 'Ethereum', 'Polygon', 'Stellar'] as const;
const ACTIONS = ['TxTest', 'TxNative', 'TxAsset', 'IssueAsset', 'FreezeAsset', 'ClawbackAssets', 'OptIn', 'AuthOptIn', 'LockAccount', 'Stake'] as const;
const ROWS = 30;
const BASE = Date.parse('2026-01-01T12:00:00.000Z');
const DAY = 86_400_000;

const projectA = randomUUID();
const projectB = randomUUID();
const assetA = randomUUID();
const assetB = randomUUID();
const tag = uniqueTag().toUpperCase();

/** The institution's whole ledger for this file: every status, chain and action, spread over 30 days. */
function ledger(institutionId: string): NewTransactionRow[] {
  return Array.from({ length: ROWS }, (_, i) => ({
    txId: `TX${tag}${String(i).padStart(3, '0')}`,
    institutionId,
    projectId: i % 3 === 0 ? null : i % 2 === 0 ? projectA : projectB,
    tokenizedAssetId: i % 3 === 0 ? null : i % 2 === 0 ? assetA : assetB,
    unitName: i % 4 === 0 ? null : `UNIT${i % 5}`,
    txAction: ACTIONS[i % ACTIONS.length],
    txStatus: STATUSES[i % STATUSES.length],
    blockchain: CHAINS[i % CHAINS.length],
    fromAddress: `FROM${i % 6}ADDR`,
    toAddress: i % 5 === 0 ? null : `TO${i % 7}ADDR`,
    amount: i % 6 === 5 ? null : ((i * 37) % 23) * 10 + 0.5,
    fee: 0.001,
    note: i === 7 ? `Ausschüttung Kupon ${tag}-NOTE` : null,
    retryCount: i % 3,
    createdAt: new Date(BASE + i * DAY),
    updatedAt: new Date(BASE + i * DAY + ((i * 7) % 24) * 3_600_000),
    confirmedAt: i % 5 === 1 ? new Date(BASE + i * DAY + 60_000) : null,
  }));
}

let rows: NewTransactionRow[] = [];
/** Ids of the stored ledger rows by txId, to compare query answers with the expected selection. */
const byTxId = (list: TxDto[]) => list.map((t) => t.txId);
const expected = (pick: (r: NewTransactionRow) => boolean) =>
  rows
    .filter(pick)
    .sort((x, y) => (y.createdAt as Date).getTime() - (x.createdAt as Date).getTime())
    .map((r) => r.txId);

beforeAll(async () => {
  rows = ledger(ctx.a.institutionId);
  await ctx.server.database.db.insert(transactions).values(rows);
  // Another institution's transactions must never show up.
  await ctx.server.database.db.insert(transactions).values(ledger(ctx.b.institutionId).map((r) => ({ ...r, txId: `B${r.txId}` })));
});

async function query(q: TransactionQueryDto): Promise<TxDtoPaginatedListResponse> {
  return ctx.a.steps.queryTransactions(q);
}

describe('QueryTransactions: defaults and paging', () => {
  it("answers the institution's transactions, newest first, with the total count, 25 per page by default", async () => {
    const page = await query({});
    expect(page.count).toBe(ROWS);
    expect(byTxId(page.result)).toEqual(expected(() => true).slice(0, 25));
    expect(page.result.every((t) => t.institutionId === ctx.a.institutionId)).toBe(true);
    const stored = rows.find((r) => r.note)!;
    const item = (await query({ txId: stored.txId })).result[0];
    expect(item).toMatchObject({
      projectId: stored.projectId,
      tokenizedAssetId: stored.tokenizedAssetId,
      unitName: stored.unitName,
      txAction: stored.txAction,
      txStatus: stored.txStatus,
      blockchain: stored.blockchain,
      fromAddress: stored.fromAddress,
      toAddress: stored.toAddress,
      amount: stored.amount,
      fee: stored.fee,
      note: stored.note,
      retryCount: stored.retryCount,
    });
    expect(Date.parse(item.createdAt)).toBe((stored.createdAt as Date).getTime());
  });

  it('pages with take and skip: the pages put together are the whole ordered list, the count stays the total', async () => {
    const all = expected(() => true);
    const seen: string[] = [];
    for (let skip = 0; skip < ROWS; skip += 5) {
      const page = await query({ take: 5, skip });
      expect(page.count).toBe(ROWS);
      expect(page.result.length).toBe(Math.min(5, ROWS - skip));
      seen.push(...byTxId(page.result));
    }
    expect(seen).toEqual(all);
    const beyond = await query({ take: 5, skip: 500 });
    expect(beyond).toEqual({ count: ROWS, result: [] });
    expect((await query({ take: 200 })).result).toHaveLength(ROWS);
    expect((await query({ take: 1 })).result).toHaveLength(1);
  });

  it('rejects page sizes beyond 200, below 1, negative skips and non-integers naming the field', async () => {
    const path = ctx.a.steps.paths.transactions;
    expectInvalid(await ctx.a.api.call('POST', path, { take: 201 }), 'take');
    expectInvalid(await ctx.a.api.call('POST', path, { take: 0 }), 'take');
    expectInvalid(await ctx.a.api.call('POST', path, { take: '10' }), 'take');
    expectInvalid(await ctx.a.api.call('POST', path, { take: 2.5 }), 'take');
    expectInvalid(await ctx.a.api.call('POST', path, { skip: -1 }), 'skip');
    expectInvalid(await ctx.a.api.call('POST', path, { skip: 'none' }), 'skip');
  });

  it('needs a JSON body and accepts it as application/json-patch+json', async () => {
    const path = ctx.a.steps.paths.transactions;
    expectMissing(await ctx.a.api.call('POST', path, undefined, { 'content-type': 'application/json' }), 'body');
    const page = expectOk(await ctx.a.api.call<TxDtoPaginatedListResponse>('POST', path, { take: 3 }, { 'content-type': 'application/json-patch+json' }));
    expect(page.result).toHaveLength(3);
    expectInvalid(await ctx.a.api.call('POST', path, '{"take": 3,'), 'body');
  });

  it('ignores an unknown filter property (as ASP.NET does): it filters nothing', async () => {
    const unfiltered = await query({ take: 200 });
    expect(await query({ take: 200, status: 'New' } as never)).toEqual(unfiltered);
  });
});

describe('QueryTransactions: filters', () => {
  it.each(STATUSES)('txStatus %s', async (txStatus) => {
    const page = await query({ txStatus, take: 200 });
    expect(byTxId(page.result)).toEqual(expected((r) => r.txStatus === txStatus));
    expect(page.count).toBe(page.result.length);
  });

  it.each(CHAINS)('blockchains %s', async (blockchains) => {
    const page = await query({ blockchains, take: 200 });
    expect(byTxId(page.result)).toEqual(expected((r) => r.blockchain === blockchains));
  });

  it.each(ACTIONS)('txActions %s', async (txActions) => {
    const page = await query({ txActions, take: 200 });
    expect(byTxId(page.result)).toEqual(expected((r) => r.txAction === txActions));
    expect(page.count).toBeGreaterThan(0);
  });

  it('searchText: case-insensitive contains over txId, unitName, fromAddress, toAddress and note', async () => {
    const cases: [string, (r: NewTransactionRow) => boolean][] = [
      [`tx${tag.toLowerCase()}01`, (r) => r.txId.toLowerCase().includes(`tx${tag.toLowerCase()}01`)],
      ['unit3', (r) => r.unitName === 'UNIT3'],
      ['from5addr', (r) => r.fromAddress === 'FROM5ADDR'],
      ['To6Addr', (r) => r.toAddress === 'TO6ADDR'],
      [`AUSSCHÜTTUNG KUPON ${tag}`.toLowerCase(), (r) => r.note !== null && r.note !== undefined],
      ['%', () => false],
      ['_', () => false],
    ];
    for (const [searchText, pick] of cases) {
      const page = await query({ searchText, take: 200 });
      expect(byTxId(page.result), searchText).toEqual(expected(pick));
    }
    expect((await query({ searchText: null, take: 200 })).count).toBe(ROWS);
  });

  it('txId: exact match only', async () => {
    const txId = rows[9].txId;
    expect(byTxId((await query({ txId })).result)).toEqual([txId]);
    expect((await query({ txId: txId.slice(0, -1) })).count).toBe(0);
    expect((await query({ txId: txId.toLowerCase() })).count).toBe(0);
  });

  it('institutionId: the path institution or null is accepted, another one is rejected naming the field', async () => {
    expect((await query({ institutionId: ctx.a.institutionId })).count).toBe(ROWS);
    expect((await query({ institutionId: null })).count).toBe(ROWS);
    expectInvalid(await ctx.a.api.call('POST', ctx.a.steps.paths.transactions, { institutionId: ctx.b.institutionId }), 'institutionId');
    expectInvalid(await ctx.a.api.call('POST', ctx.a.steps.paths.transactions, { institutionId: '00000000-0000-0000-0000-000000000000' }), 'institutionId');
  });

  it('projectId and tokenizedAssetId', async () => {
    expect(byTxId((await query({ projectId: projectA, take: 200 })).result)).toEqual(expected((r) => r.projectId === projectA));
    expect(byTxId((await query({ tokenizedAssetId: assetB, take: 200 })).result)).toEqual(expected((r) => r.tokenizedAssetId === assetB));
    expect((await query({ projectId: randomUUID() })).count).toBe(0);
    expectInvalid(await ctx.a.api.call('POST', ctx.a.steps.paths.transactions, { projectId: 'p-1' }), 'projectId');
  });

  it('createdFrom and createdTo (inclusive bounds)', async () => {
    const from = new Date(BASE + 5 * DAY);
    const to = new Date(BASE + 10 * DAY);
    const page = await query({ createdFrom: from.toISOString(), createdTo: to.toISOString(), take: 200 });
    const inRange = (r: NewTransactionRow) => (r.createdAt as Date) >= from && (r.createdAt as Date) <= to;
    expect(byTxId(page.result)).toEqual(expected(inRange));
    expect(page.count).toBe(6);
    expect((await query({ createdFrom: new Date(BASE + ROWS * DAY).toISOString() })).count).toBe(0);
    expect((await query({ createdTo: new Date(BASE - DAY).toISOString() })).count).toBe(0);
    expectInvalid(await ctx.a.api.call('POST', ctx.a.steps.paths.transactions, { createdFrom: 'yesterday' }), 'createdFrom');
  });

  it('combines filters with AND', async () => {
    const q = { txStatus: 'New', blockchains: 'Algorand', take: 200 } as const;
    expect(byTxId((await query(q)).result)).toEqual(expected((r) => r.txStatus === 'New' && r.blockchain === 'Algorand'));
    const q2 = { projectId: projectB, searchText: 'from1', txActions: 'TxNative' } as const;
    expect(byTxId((await query(q2)).result)).toEqual(
      expected((r) => r.projectId === projectB && r.fromAddress === 'FROM1ADDR' && r.txAction === 'TxNative'),
    );
  });

  it('rejects unknown enum values naming the field', async () => {
    const path = ctx.a.steps.paths.transactions;
    expectInvalid(await ctx.a.api.call('POST', path, { txStatus: 'Done' }), 'txStatus');
    expectInvalid(await ctx.a.api.call('POST', path, { blockchains: 'Bitcoin' }), 'blockchains');
    expectInvalid(await ctx.a.api.call('POST', path, { txActions: 'Burn' }), 'txActions');
    expectInvalid(await ctx.a.api.call('POST', path, { txStatus: ['New'] }), 'txStatus');
  });
});

type SortPath = 'createdAt' | 'updatedAt' | 'txStatus' | 'txAction' | 'blockchain' | 'amount' | 'unitName' | 'txId';
const SORT_PATHS: SortPath[] = ['createdAt', 'updatedAt', 'txStatus', 'txAction', 'blockchain', 'amount', 'unitName', 'txId'];

function sortKey(t: TxDto, path: SortPath): string | number | null {
  const value = t[path];
  if (value === null || value === undefined) return null;
  return path === 'createdAt' || path === 'updatedAt' ? Date.parse(value as string) : (value as string | number);
}

function expectOrdered(list: TxDto[], path: SortPath, direction: 'asc' | 'desc'): void {
  const keys = list.map((t) => sortKey(t, path)).filter((k) => k !== null);
  const sorted = [...keys].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  if (direction === 'desc') sorted.reverse();
  expect(keys, `${path} ${direction}`).toEqual(sorted);
}

describe('QueryTransactions: sorting', () => {
  it.each(SORT_PATHS.flatMap((p) => [[p, 'asc'], [p, 'desc']] as const))('sortPath %s %s', async (sortPath, sortDirection) => {
    const page = await query({ sortPath, sortDirection, take: 200 });
    expect(page.count).toBe(ROWS);
    expectOrdered(page.result, sortPath, sortDirection);
    expect(new Set(byTxId(page.result)).size).toBe(ROWS);
  });

  it('sortDirection is case-insensitive and defaults to desc; the default sort is createdAt', async () => {
    const asc = expected(() => true).reverse();
    expect(byTxId((await query({ sortPath: 'createdAt', sortDirection: 'ASC', take: 200 })).result)).toEqual(asc);
    expect(byTxId((await query({ sortDirection: 'Asc', take: 200 })).result)).toEqual(asc);
    expect(byTxId((await query({ sortPath: 'createdAt', sortDirection: null, take: 200 })).result)).toEqual(expected(() => true));
    expect(byTxId((await query({ sortPath: null, take: 200 })).result)).toEqual(expected(() => true));
  });

  it('pages stay stable under a sort with ties (txStatus)', async () => {
    const whole = byTxId((await query({ sortPath: 'txStatus', sortDirection: 'asc', take: 200 })).result);
    const pieces: string[] = [];
    for (let skip = 0; skip < ROWS; skip += 7) pieces.push(...byTxId((await query({ sortPath: 'txStatus', sortDirection: 'asc', take: 7, skip })).result));
    expect(pieces).toEqual(whole);
  });

  it('rejects sort paths outside the allow-list and unknown directions naming the field', async () => {
    const path = ctx.a.steps.paths.transactions;
    for (const sortPath of ['fromAddress', 'note', 'institutionId', 'createdAt; drop table transactions', 'CREATEDAT']) {
      expectInvalid(await ctx.a.api.call('POST', path, { sortPath }), 'sortPath');
    }
    expectInvalid(await ctx.a.api.call('POST', path, { sortDirection: 'up' }), 'sortDirection');
    expect((await query({ take: 1 })).count).toBe(ROWS);
  });
});

describe('QueryTransactions: any combination of filters, sort and page agrees with a model of the ledger', () => {
  type Query = TransactionQueryDto & { sortPath: Exclude<SortPath, 'amount' | 'unitName'>; sortDirection: 'asc' | 'desc' };
  const DAYS = Array.from({ length: ROWS + 2 }, (_, d) => new Date(BASE + (d - 1) * DAY).toISOString());

  it('filters with AND, sorts with the id as tie-breaker and pages exactly (fast-check, shrinks to the smallest failing query)', async () => {
    const ids = new Map((await query({ take: 200 })).result.map((t) => [t.txId, t.id]));
    // Each filter is given now and then (one in four), so that pages are seldom empty.
    const sometimes = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
    const arb = fc.record({
      txStatus: sometimes(fc.constantFrom(...STATUSES)),
      blockchains: sometimes(fc.constantFrom(...CHAINS)),
      txActions: sometimes(fc.constantFrom(...ACTIONS)),
      projectId: sometimes(fc.constantFrom(projectA, projectB, randomUUID())),
      tokenizedAssetId: sometimes(fc.constantFrom(assetA, assetB)),
      searchText: sometimes(fc.constantFrom('unit1', 'From2', 'TO3ADDR', tag.slice(-4).toLowerCase(), 'kupon', 'zzz')),
      txId: sometimes(fc.constantFrom(rows[3].txId, rows[17].txId, 'NO-SUCH-TX')),
      institutionId: sometimes(fc.constantFrom(ctx.a.institutionId, null)),
      createdFrom: sometimes(fc.constantFrom(...DAYS)),
      createdTo: sometimes(fc.constantFrom(...DAYS)),
      sortPath: fc.constantFrom('createdAt', 'updatedAt', 'txStatus', 'txAction', 'blockchain', 'txId'),
      sortDirection: fc.constantFrom('asc', 'desc'),
      take: fc.integer({ min: 1, max: 12 }),
      skip: fc.integer({ min: 0, max: 32 }),
    }) as fc.Arbitrary<Query>;

    const matches = (r: NewTransactionRow, q: Query) => {
      const created = (r.createdAt as Date).getTime();
      const text = q.searchText?.toLowerCase();
      return (
        (!q.txStatus || r.txStatus === q.txStatus) &&
        (!q.blockchains || r.blockchain === q.blockchains) &&
        (!q.txActions || r.txAction === q.txActions) &&
        (!q.projectId || r.projectId === q.projectId) &&
        (!q.tokenizedAssetId || r.tokenizedAssetId === q.tokenizedAssetId) &&
        (!q.txId || r.txId === q.txId) &&
        (!q.createdFrom || created >= Date.parse(q.createdFrom)) &&
        (!q.createdTo || created <= Date.parse(q.createdTo)) &&
        (!text || [r.txId, r.unitName, r.fromAddress, r.toAddress, r.note].some((v) => typeof v === 'string' && v.toLowerCase().includes(text)))
      );
    };
    const key = (r: NewTransactionRow, path: Query['sortPath']): string | number => {
      const v = r[path];
      return v instanceof Date ? v.getTime() : (v as string);
    };

    await fc.assert(
      fc.asyncProperty(arb, async (q) => {
        const sign = q.sortDirection === 'asc' ? 1 : -1;
        const model = rows
          .filter((r) => matches(r, q))
          .sort((x, y) => {
            const a = key(x, q.sortPath);
            const b = key(y, q.sortPath);
            if (a !== b) return (a < b ? -1 : 1) * sign;
            const ia = ids.get(x.txId)!;
            const ib = ids.get(y.txId)!;
            return (ia < ib ? -1 : ia > ib ? 1 : 0) * sign;
          })
          .map((r) => r.txId);
        const page = await query(q);
        expect(page.count).toBe(model.length);
        expect(byTxId(page.result)).toEqual(model.slice(q.skip, q.skip! + q.take!));
      }),
      { numRuns: 150, seed: 20261123 },
    );
  });
});
