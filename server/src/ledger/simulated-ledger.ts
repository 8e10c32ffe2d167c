import { createHash } from 'node:crypto';
import type { ChainAdapter, ChainOutcome, SubmittedTx } from './chain-adapter';

export interface SimulatedLedgerOptions {
  /** How long a New transaction stays pending before the simulated chain decides (default 2000 ms). */
  settleAfterMs?: number;
  /** Wait before a Retrying transaction is tried again (default 3000 ms). */
  retryAfterMs?: number;
  /** Retries before a transaction is given up as Failed (default 3). */
  maxRetries?: number;
}

/**
 * SIMULATED LEDGER: no blockchain is involved. It decides a transaction's fate from a hash of its id and attempt, so
 * the same transaction always takes the same path (reproducible demos and tests): about 80 % Successful, 8 % Failed,
 * 7 % Retrying first and 5 % Canceled; a retried transaction ends Successful or Failed within `maxRetries` attempts.
 */
export function createSimulatedLedger(options: SimulatedLedgerOptions = {}): ChainAdapter {
  const settleAfterMs = options.settleAfterMs ?? 2000;
  const retryAfterMs = options.retryAfterMs ?? 3000;
  const maxRetries = options.maxRetries ?? 3;
  return {
    name: 'simulated-ledger',
    async check(tx: SubmittedTx, now: Date): Promise<ChainOutcome> {
      const age = now.getTime() - tx.createdAt.getTime();
      if (tx.txStatus === 'New' && age < settleAfterMs) return { status: 'Pending', checkAgainInMs: settleAfterMs - age };
      const roll = diceFor(tx.txId, tx.retryCount);
      if (tx.txStatus === 'Retrying') {
        if (tx.retryCount >= maxRetries) return { status: 'Failed' };
        return roll < 60 ? { status: 'Successful', confirmedAt: now } : roll < 80 ? { status: 'Retrying', checkAgainInMs: retryAfterMs } : { status: 'Failed' };
      }
      if (roll < 80) return { status: 'Successful', confirmedAt: now };
      if (roll < 88) return { status: 'Failed' };
      if (roll < 95) return { status: 'Retrying', checkAgainInMs: retryAfterMs };
      return { status: 'Canceled' };
    },
  };
}

/** 0..99 from the transaction id and attempt. */
export function diceFor(txId: string, attempt: number): number {
  return createHash('sha256').update(`${txId}#${attempt}`).digest().readUInt32BE(0) % 100;
}
