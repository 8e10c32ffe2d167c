import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { transactions, transactionTransitions } from '../db/schema';
import type { ChainOutcome, SubmittedTx } from '../ledger/chain-adapter';
import type { ServiceDeps } from './service-deps';

/** How long a claimed batch is leased: a worker that dies mid-batch leaves it due again after this. */
export const LEDGER_LEASE_MS = 30_000;

/** The database side of the ledger worker: which transactions are due, and recording what the chain answered. */
export function createLedgerService({ db }: ServiceDeps) {
  return {
    /**
     * Claims up to `limit` due New or Retrying transactions (FOR UPDATE SKIP LOCKED, so several workers and several
     * instances share the work and none gets a row another holds) by moving their next check `leaseMs` ahead. Due
     * and lease are on the database's clock, which every instance shares: an instance whose own clock is off neither
     * takes a transaction early from a live worker nor leaves a dead worker's one waiting.
     */
    async claimDue(limit: number, leaseMs: number = LEDGER_LEASE_MS): Promise<SubmittedTx[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: transactions.id })
          .from(transactions)
          .where(and(isNotNull(transactions.ledgerCheckAt), lte(transactions.ledgerCheckAt, sql`now()`)))
          .orderBy(asc(transactions.ledgerCheckAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        const rows = await tx
          .update(transactions)
          .set({ ledgerCheckAt: sql`now() + (${Math.max(0, Math.round(leaseMs))} * interval '1 millisecond')` })
          .where(inArray(transactions.id, due.map((d) => d.id)))
          .returning({
            id: transactions.id,
            txId: transactions.txId,
            blockchain: transactions.blockchain,
            txStatus: transactions.txStatus,
            retryCount: transactions.retryCount,
            createdAt: transactions.createdAt,
          });
        // A settled transaction that is still tracked (written by hand) is released instead of checked.
        const settled = rows.filter((r) => r.txStatus !== 'New' && r.txStatus !== 'Retrying').map((r) => r.id);
        if (settled.length > 0) await tx.update(transactions).set({ ledgerCheckAt: null }).where(inArray(transactions.id, settled));
        return rows.filter((r): r is SubmittedTx => r.txStatus === 'New' || r.txStatus === 'Retrying');
      });
    },

    /**
     * Stores the chain's answer: the new status, its time and the transition; settled transactions leave the ledger.
     * Only from the status and retry count the worker claimed: when a lease ran out and another worker recorded the
     * step first, this answer changes nothing and no second transition is written. Times are the database's.
     */
    async record(adapter: string, submitted: SubmittedTx, outcome: ChainOutcome): Promise<void> {
      const after = (ms: number) => sql`now() + (${Math.max(0, Math.round(ms))} * interval '1 millisecond')`;
      await db.transaction(async (tx) => {
        const owned = and(eq(transactions.id, submitted.id), eq(transactions.txStatus, submitted.txStatus), eq(transactions.retryCount, submitted.retryCount));
        if (outcome.status === 'Pending') {
          await tx.update(transactions).set({ ledgerCheckAt: after(outcome.checkAgainInMs) }).where(owned);
          return;
        }
        const settled = outcome.status !== 'Retrying';
        const [changed] = await tx
          .update(transactions)
          .set({
            txStatus: outcome.status,
            updatedAt: sql`now()`,
            confirmedAt: outcome.status === 'Successful' ? outcome.confirmedAt : undefined,
            retryCount: outcome.status === 'Retrying' ? sql`${transactions.retryCount} + 1` : undefined,
            ledgerCheckAt: settled ? null : after(outcome.checkAgainInMs),
          })
          .where(owned)
          .returning({ id: transactions.id });
        // Changed meanwhile by someone else: their change stands, nothing is recorded.
        if (!changed) return;
        await tx.insert(transactionTransitions).values({ transactionId: submitted.id, fromStatus: submitted.txStatus, toStatus: outcome.status, adapter });
      });
    },

    /** Hands claimed transactions back unchecked: due again now. */
    async release(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.update(transactions).set({ ledgerCheckAt: sql`now()` }).where(inArray(transactions.id, ids));
    },

    /** A transaction's recorded transitions, oldest first. */
    async transitions(transactionId: string) {
      return db.select().from(transactionTransitions).where(eq(transactionTransitions.transactionId, transactionId)).orderBy(asc(transactionTransitions.at), asc(transactionTransitions.id));
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
