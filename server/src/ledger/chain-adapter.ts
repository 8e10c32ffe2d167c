import type { Blockchains, TxStatus } from '../services/api-types';

/** What the ledger knows of a submitted transaction when it asks the chain about it. */
export interface SubmittedTx {
  id: string;
  txId: string;
  blockchain: Blockchains;
  txStatus: Extract<TxStatus, 'New' | 'Retrying'>;
  retryCount: number;
  createdAt: Date;
}

/** The chain's answer: settled (for good), retrying (ask again later) or still pending (ask again later). */
export type ChainOutcome =
  | { status: 'Successful'; confirmedAt: Date }
  | { status: 'Failed' | 'Canceled' }
  | { status: 'Retrying'; checkAgainInMs: number }
  | { status: 'Pending'; checkAgainInMs: number };

/**
 * The seam between the reference service and a blockchain. The reference service ships a simulated ledger; a real
 * deployment implements this for its chain (submit, then poll a node or indexer for the transaction's fate).
 */
export interface ChainAdapter {
  /** Recorded with every transition, so the audit trail says who decided. */
  readonly name: string;
  check(tx: SubmittedTx, now: Date): Promise<ChainOutcome>;
}
