import type { ChainAdapter } from '../ledger/chain-adapter';
import type { Services, ServiceLogger } from '../services/index';

export interface LedgerWorkerOptions {
  log: ServiceLogger;
  /** The chain to ask; the reference service passes the simulated ledger. */
  adapter: ChainAdapter;
  /** How often to look for due transactions (default 1000 ms). */
  pollIntervalMs?: number;
  /** Transactions claimed per round (default 100). */
  batchSize?: number;
}

export interface LedgerWorker {
  /** Runs one round now (tests); resolves with the number of transactions checked. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Moves submitted transactions (New, Retrying) to what the chain says: Successful, Failed, Retrying or Canceled.
 * State lives in the database only (status, retry count, next check time, transitions), so a restart picks up where
 * the last run stopped; a batch claimed by a run that died is due again after the lease.
 */
export function startLedgerWorker(services: Services, options: LedgerWorkerOptions): LedgerWorker {
  const { log, adapter } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const batchSize = options.batchSize ?? 100;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();

  async function round(): Promise<number> {
    const batch = await services.ledger.claimDue(batchSize);
    for (const [index, tx] of batch.entries()) {
      if (stopped) {
        // Stopping: what this run has not checked is due again at once for the next start, not after the lease.
        await services.ledger.release(batch.slice(index).map((t) => t.id));
        break;
      }
      try {
        const outcome = await adapter.check(tx, new Date());
        await services.ledger.record(adapter.name, tx, outcome);
        if (outcome.status !== 'Pending') log.info({ transactionId: tx.id, from: tx.txStatus, to: outcome.status, adapter: adapter.name }, 'transaction status changed');
      } catch (error) {
        // Left leased: the transaction is checked again after the lease.
        log.error({ err: error, transactionId: tx.id }, 'ledger check failed');
      }
    }
    return batch.length;
  }

  function tick(): void {
    current = round()
      .catch((error: unknown) => log.error({ err: error }, 'ledger worker round failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollIntervalMs);
      });
  }

  // The first round starts at once (and stop() waits for it).
  tick();
  return {
    runOnce: () => {
      const run = current.then(() => round());
      current = run.catch(() => undefined);
      return run;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
