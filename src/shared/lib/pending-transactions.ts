import type { TxDto, TxStatus } from '../../api/generated/types.gen';

/** The statuses the ledger has not settled yet: a page that shows one asks again until it is settled. */
export const PENDING_TX_STATUSES: readonly TxStatus[] = ['New', 'Retrying'];

/** How often a page showing a pending transaction asks again. */
export const PENDING_REFRESH_MS = 3000;

export function isPendingTx(tx: Pick<TxDto, 'txStatus'>): boolean {
  return PENDING_TX_STATUSES.includes(tx.txStatus);
}
