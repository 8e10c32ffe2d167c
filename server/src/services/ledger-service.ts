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
     * Claims up to `limit` due New or Retrying transactions (FOR UPDATE SKIP LOCKED, so several workers share the
     * work) by moving their next check a lease ahead.
     */
    async claimDue(limit: number, now: Date = new Date()): Promise<SubmittedTx[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: transactions.id })
          .from(transactions)
          .where(and(isNotNull(transactions.ledgerCheckAt), lte(transactions.ledgerCheckAt, now)))
          .orderBy(asc(transactions.ledgerCheckAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        const rows = await tx
          .update(transactions)
          .set({ ledgerCheckAt: new Date(now.getTime() + LEDGER_LEASE_MS) })
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

    /** Stores the chain's answer: the new status, its time and the transition; settled transactions leave the ledger. */
    async record(adapter: string, submitted: SubmittedTx, outcome: ChainOutcome, now: Date = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        const owned = and(eq(transactions.id, submitted.id), eq(transactions.txStatus, submitted.txStatus), eq(transactions.retryCount, submitted.retryCount));
        if (outcome.status === 'Pending') {
          await tx.update(transactions).set({ ledgerCheckAt: new Date(now.getTime() + outcome.checkAgainInMs) }).where(owned);
          return;
        }
        const settled = outcome.status !== 'Retrying';
        const [changed] = await tx
          .update(transactions)
          .set({
            txStatus: outcome.status,
            updatedAt: now,
            confirmedAt: outcome.status === 'Successful' ? outcome.confirmedAt : undefined,
            retryCount: outcome.status === 'Retrying' ? sql`${transactions.retryCount} + 1` : undefined,
            ledgerCheckAt: settled ? null : new Date(now.getTime() + outcome.checkAgainInMs),
          })
          .where(owned)
          .returning({ id: transactions.id });
        // Changed meanwhile by someone else: their change stands, nothing is recorded.
        if (!changed) return;
        await tx.insert(transactionTransitions).values({ transactionId: submitted.id, fromStatus: submitted.txStatus, toStatus: outcome.status, adapter, at: now });
      });
    },

    /** Hands claimed transactions back unchecked: due again now. */
    async release(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.update(transactions).set({ ledgerCheckAt: new Date() }).where(inArray(transactions.id, ids));
    },

    /** A transaction's recorded transitions, oldest first. */
    async transitions(transactionId: string) {
      return db.select().from(transactionTransitions).where(eq(transactionTransitions.transactionId, transactionId)).orderBy(asc(transactionTransitions.at), asc(transactionTransitions.id));
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
