import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/open-database';
import { transactions, type NewTransactionRow } from '../../src/db/schema';
import { startLedgerWorker } from '../../src/jobs/ledger-worker';
import type { ChainAdapter, ChainOutcome } from '../../src/ledger/chain-adapter';
import { createSimulatedLedger, diceFor } from '../../src/ledger/simulated-ledger';
import { createServices, type Services } from '../../src/services/index';
import { createTemporaryDatabase, type TemporaryDatabase } from '../helpers/test-database';

/**
 * The ledger worker's state is the database: transitions and their times written by one run are there after the
 * database is closed and opened again (a restart), and the next run continues from them. PGlite in a temporary
 * directory, and PostgreSQL (a fresh database) when TEST_DATABASE_URL is set.
 */
const log = pino({ level: 'silent' });
const institutionId = randomUUID();
const NOW = Date.now();

/** A chain whose answers the test scripts per txId (one answer per attempt). */
function scriptedChain(script: Record<string, ChainOutcome[]>): ChainAdapter {
  const calls = new Map<string, number>();
  return {
    name: 'scripted-chain',
    async check(tx) {
      const n = calls.get(tx.txId) ?? 0;
      calls.set(tx.txId, n + 1);
      return script[tx.txId]?.[n] ?? { status: 'Pending', checkAgainInMs: 60_000 };
    },
  };
}

function row(txId: string, status: 'New' | 'Retrying' | 'Successful', tracked = true): NewTransactionRow {
  return {
    txId,
    institutionId,
    txAction: 'TxAsset',
    txStatus: status,
    blockchain: 'Algorand',
    createdAt: new Date(NOW - 60_000),
    updatedAt: new Date(NOW - 60_000),
    ...(tracked ? {} : { ledgerCheckAt: null }),
  };
}

const targets: { name: string; open: () => Promise<{ url?: string; dir: string; cleanup: () => Promise<void> }> }[] = [
  {
    name: 'PGlite',
    open: async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'ledger-'));
      return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  const admin = process.env.TEST_DATABASE_URL;
  targets.push({
    name: 'PostgreSQL',
    open: async () => {
      const temporary: TemporaryDatabase = await createTemporaryDatabase(admin);
      return { url: temporary.url, dir: '', cleanup: () => temporary.drop() };
    },
  });
}

describe.each(targets)('ledger worker across a restart on $name', ({ open }) => {
  let target: Awaited<ReturnType<typeof open>>;
  let database: Database;
  let services: Services;
  const id = (s: string) => `${s}-${institutionId.slice(0, 8)}`;
  const reopen = async () => {
    database = await openDatabase({ dataDir: target.dir, databaseUrl: target.url });
    services = createServices(database, { log });
  };
  const statusOf = async (txId: string) => (await database.db.select().from(transactions).where(eq(transactions.txId, txId)))[0];

  beforeAll(async () => {
    target = await open();
    await reopen();
    await database.db.insert(transactions).values([row(id('A'), 'New'), row(id('B'), 'New'), row(id('C'), 'New'), row(id('H'), 'New', false)]);
  });
  afterAll(async () => {
    await database.close();
    await target.cleanup();
  });

  it('records each transition with its time, keeps them over a restart and continues a retried transaction', async () => {
    const confirmedAt = new Date(NOW);
    const chain = scriptedChain({
      [id('A')]: [{ status: 'Successful', confirmedAt }],
      [id('B')]: [{ status: 'Retrying', checkAgainInMs: 0 }, { status: 'Failed' }],
      [id('C')]: [{ status: 'Canceled' }],
    });
    const first = startLedgerWorker(services, { log, adapter: chain, pollIntervalMs: 60_000 });
    await first.runOnce();
    await first.stop();

    expect(await statusOf(id('A'))).toMatchObject({ txStatus: 'Successful', confirmedAt, ledgerCheckAt: null });
    expect(await statusOf(id('C'))).toMatchObject({ txStatus: 'Canceled', ledgerCheckAt: null });
    // Imported history (untracked) is left as it is.
    expect(await statusOf(id('H'))).toMatchObject({ txStatus: 'New', ledgerCheckAt: null });
    const b = await statusOf(id('B'));
    expect(b.txStatus === 'Retrying' || b.txStatus === 'Failed').toBe(true);

    await database.close();
    await reopen();

    const worker = startLedgerWorker(services, { log, adapter: chain, pollIntervalMs: 60_000 });
    await worker.runOnce();
    await worker.stop();
    const after = await statusOf(id('B'));
    expect(after).toMatchObject({ txStatus: 'Failed', retryCount: 1, ledgerCheckAt: null });
    expect(after.updatedAt.getTime()).toBeGreaterThan(NOW - 60_000);

    const ids = await database.db.select({ id: transactions.id, txId: transactions.txId }).from(transactions).where(inArray(transactions.txId, [id('A'), id('B')]));
    const byTx = Object.fromEntries(ids.map((r) => [r.txId, r.id]));
    const trail = async (txId: string) => (await services.ledger.transitions(byTx[txId])).map((t) => [t.fromStatus, t.toStatus, t.adapter]);
    expect(await trail(id('A'))).toEqual([['New', 'Successful', 'scripted-chain']]);
    expect(await trail(id('B'))).toEqual([
      ['New', 'Retrying', 'scripted-chain'],
      ['Retrying', 'Failed', 'scripted-chain'],
    ]);
    for (const t of await services.ledger.transitions(byTx[id('B')])) expect(t.at).toBeInstanceOf(Date);
  });

  it('a pending transaction claimed by a run that died is taken over once its lease runs out on the database clock', async () => {
    const txId = id('L');
    await database.db.insert(transactions).values(row(txId, 'New'));
    const leaseMs = 400;
    const claimed = await services.ledger.claimDue(10, leaseMs);
    expect(claimed.map((c) => c.txId)).toContain(txId);
    // The run "dies" here; within the lease nobody else takes it.
    expect((await services.ledger.claimDue(10, leaseMs)).map((c) => c.txId)).not.toContain(txId);
    await new Promise((r) => setTimeout(r, leaseMs + 200));
    const takenOver = await services.ledger.claimDue(10, leaseMs);
    expect(takenOver.map((c) => c.txId)).toContain(txId);
    // The dead run's late answer and the new run's both arrive: one transition is recorded, not two.
    const dead = claimed.find((c) => c.txId === txId)!;
    const live = takenOver.find((c) => c.txId === txId)!;
    await services.ledger.record('scripted-chain', live, { status: 'Successful', confirmedAt: new Date() });
    await services.ledger.record('scripted-chain', dead, { status: 'Failed' });
    expect(await statusOf(txId)).toMatchObject({ txStatus: 'Successful', ledgerCheckAt: null });
    expect((await services.ledger.transitions(live.id)).map((t) => t.toStatus)).toEqual(['Successful']);
  });

  it('workers claiming at the same time never get the same transaction', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => id(`P${i}`));
    await database.db.insert(transactions).values(ids.map((txId) => row(txId, 'New')));
    const rounds = await Promise.all(Array.from({ length: 4 }, () => services.ledger.claimDue(15)));
    const mine = rounds.flat().map((c) => c.txId).filter((txId) => ids.includes(txId));
    expect(new Set(mine).size).toBe(mine.length);
    // Four claims of 15 cover all 40 (other tests' rows are claimed or leased already).
    expect(mine.length).toBe(ids.length);
  });
});

describe('simulated ledger', () => {
  const ledger = createSimulatedLedger({ settleAfterMs: 1000, maxRetries: 2 });
  const base = { id: randomUUID(), blockchain: 'Algorand' as const, retryCount: 0 };

  it('keeps a fresh transaction pending, then settles it the same way every time', async () => {
    const createdAt = new Date(NOW);
    expect(await ledger.check({ ...base, txId: 'X1', txStatus: 'New', createdAt }, new Date(NOW + 200))).toEqual({ status: 'Pending', checkAgainInMs: 800 });
    const once = await ledger.check({ ...base, txId: 'X1', txStatus: 'New', createdAt }, new Date(NOW + 1500));
    const again = await ledger.check({ ...base, txId: 'X1', txStatus: 'New', createdAt }, new Date(NOW + 1500));
    expect(once).toEqual(again);
    expect(once.status).not.toBe('Pending');
  });

  it('reaches every outcome over many transactions and gives up after the retry limit', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 400; i += 1) seen.add((await ledger.check({ ...base, txId: `T${i}`, txStatus: 'New', createdAt: new Date(0) }, new Date(NOW))).status);
    expect([...seen].sort()).toEqual(['Canceled', 'Failed', 'Retrying', 'Successful']);
    expect(await ledger.check({ ...base, txId: 'T1', txStatus: 'Retrying', retryCount: 2, createdAt: new Date(0) }, new Date(NOW))).toEqual({ status: 'Failed' });
    expect(diceFor('T1', 0)).toBe(diceFor('T1', 0));
  });
});
