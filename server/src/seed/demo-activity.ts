import type { NewTransactionRow, optIns, transfers } from '../db/schema';
import type { Blockchains, TransactionActions, TxStatus } from '../services/api-types';
import { distributorAddress } from '../services/holders';
import { chainTxIdFor, walletAddressFor } from '../services/wallets';
import type { DemoAsset } from './demo-assets';
import type { Prng } from './prng';

type OptInInsert = typeof optIns.$inferInsert;
type TransferInsert = typeof transfers.$inferInsert;

export interface DemoHolder {
  id: string;
}

export interface DemoActivity {
  optIns: OptInInsert[];
  transfers: TransferInsert[];
  transactions: NewTransactionRow[];
}

const DAY = 86_400_000;
const MINUTE = 60_000;

const STATUSES: readonly (readonly [TxStatus, number])[] = [
  ['Successful', 62],
  ['New', 9],
  ['Retrying', 11],
  ['Failed', 10],
  ['Canceled', 8],
];
const ACTIONS: readonly (readonly [TransactionActions, number])[] = [
  ['TxAsset', 34],
  ['TxNative', 16],
  ['OptIn', 12],
  ['AuthOptIn', 9],
  ['TxTest', 6],
  ['FreezeAsset', 4],
  ['ClawbackAssets', 3],
  ['LockAccount', 4],
  ['Stake', 8],
];
const CHAINS: readonly (readonly [Blockchains, number])[] = [
  ['Algorand', 70],
  ['Ethereum', 12],
  ['Polygon', 12],
  ['Stellar', 6],
];

export function customerWallet(customerId: string): string {
  return walletAddressFor(`customer:${customerId}`);
}

/** Builds chain activity for the issued assets: opt-ins, transfers and their transactions, then filler history. */
export class DemoActivityBuilder {
  private readonly out: DemoActivity = { optIns: [], transfers: [], transactions: [] };
  private txCounter = 0;

  constructor(
    private readonly prng: Prng,
    private readonly institutionId: string,
    private readonly now: Date,
  ) {}

  private nextTxId(): string {
    return chainTxIdFor(`${this.institutionId}:${this.txCounter++}`);
  }

  private tx(values: Omit<NewTransactionRow, 'txId' | 'institutionId'> & { txId?: string }): string {
    const txId = values.txId ?? this.nextTxId();
    // Demo history is imported as it stands: the ledger worker does not track it (ledgerCheckAt null).
    this.out.transactions.push({ ...values, txId, institutionId: this.institutionId, ledgerCheckAt: null });
    return txId;
  }

  private clamp(at: Date): Date {
    return at.getTime() > this.now.getTime() - MINUTE ? new Date(this.now.getTime() - this.prng.int(1, 120) * MINUTE) : at;
  }

  /** The IssueAsset transaction of a finalized demo asset; returns its tx id. */
  issue(asset: DemoAsset['row'], finalizedAt: Date): string {
    return this.tx({
      projectId: asset.projectId,
      tokenizedAssetId: asset.id,
      unitName: asset.unitName,
      txAction: 'IssueAsset',
      txStatus: 'Successful',
      blockchain: 'Algorand',
      fromAddress: distributorAddress(asset),
      amount: asset.totalSupply,
      fee: 0.001,
      note: `Issue ${asset.unitName}`,
      createdAt: finalizedAt,
      updatedAt: finalizedAt,
      confirmedAt: finalizedAt,
    });
  }

  /** Opt-ins of some customers to an issued asset, allocations to the approved ones and a few resales. */
  holdings(asset: DemoAsset['row'], finalizedAt: Date, holders: DemoHolder[]): void {
    const { prng } = this;
    const distributor = distributorAddress(asset);
    const supply = asset.totalSupply ?? 0;
    const chosen = [...holders].sort(() => prng.next() - 0.5).slice(0, prng.int(10, 18));
    const balances = new Map<string, number>();
    const base = { projectId: asset.projectId, tokenizedAssetId: asset.id, unitName: asset.unitName, blockchain: 'Algorand' as const };
    for (const [index, holder] of chosen.entries()) {
      const wallet = customerWallet(holder.id);
      const requestedAt = this.clamp(prng.dateBetween(new Date(finalizedAt.getTime() + DAY), new Date(this.now.getTime() - 3 * DAY)));
      const drawn = prng.weighted([['Approved', 75], ['Requested', 15], ['Rejected', 10]] as const);
      // Every asset shows each state of an opt-in: drawn alone, one in a few hundred demo institutions had no
      // rejection at all. The last two of its opt-ins are a waiting and a rejected one.
      const status = index === chosen.length - 1 ? 'Rejected' : index === chosen.length - 2 ? 'Requested' : drawn;
      const decidedAt = status === 'Requested' ? null : this.clamp(new Date(requestedAt.getTime() + prng.int(2, 72) * 60 * MINUTE));
      this.out.optIns.push({
        id: prng.uuid(),
        institutionId: this.institutionId,
        projectId: asset.projectId,
        tokenizedAssetId: asset.id,
        walletAddress: wallet,
        customerId: holder.id,
        status,
        requestedAt,
        decidedAt,
      });
      this.tx({ ...base, txAction: 'OptIn', txStatus: 'Successful', fromAddress: wallet, toAddress: wallet, amount: 0, fee: 0.001, note: `Opt-in to ${asset.unitName}`, createdAt: requestedAt, updatedAt: requestedAt, confirmedAt: requestedAt });
      if (status !== 'Approved' || !decidedAt) continue;
      this.tx({ ...base, txAction: 'AuthOptIn', txStatus: 'Successful', fromAddress: distributor, toAddress: wallet, amount: 0, fee: 0.001, note: `Opt-in approved`, createdAt: decidedAt, updatedAt: decidedAt, confirmedAt: decidedAt });
      const unit = asset.kind === 'Share' ? 50 : 10;
      const amount = Math.max(unit, Math.round((supply * prng.int(5, 30)) / 1000 / unit) * unit);
      const executedAt = this.clamp(new Date(decidedAt.getTime() + prng.int(1, 48) * 60 * MINUTE));
      this.transfer(asset, distributor, wallet, amount, executedAt);
      balances.set(wallet, amount);
    }
    const owners = [...balances.keys()];
    for (let i = 0; i < prng.int(2, 5) && owners.length > 1; i++) {
      const from = prng.pick(owners);
      const to = prng.pick(owners.filter((w) => w !== from));
      const amount = Math.floor((balances.get(from) ?? 0) / 4);
      if (amount <= 0) continue;
      balances.set(from, (balances.get(from) ?? 0) - amount);
      balances.set(to, (balances.get(to) ?? 0) + amount);
      this.transfer(asset, from, to, amount, this.clamp(prng.dateBetween(new Date(finalizedAt.getTime() + 20 * DAY), this.now)));
    }
  }

  private transfer(asset: DemoAsset['row'], from: string, to: string, amount: number, executedAt: Date): void {
    const txId = this.tx({
      projectId: asset.projectId,
      tokenizedAssetId: asset.id,
      unitName: asset.unitName,
      txAction: 'TxAsset',
      txStatus: 'Successful',
      blockchain: 'Algorand',
      fromAddress: from,
      toAddress: to,
      amount,
      fee: 0.001,
      note: `Transfer of ${amount} ${asset.unitName}`,
      createdAt: executedAt,
      updatedAt: executedAt,
      confirmedAt: executedAt,
    });
    this.out.transfers.push({
      id: this.prng.uuid(),
      institutionId: this.institutionId,
      projectId: asset.projectId,
      tokenizedAssetId: asset.id,
      fromWallet: from,
      toWallet: to,
      amount,
      txId,
      executedAt,
    });
  }

  /**
   * Further history until `total` transactions: every status, action and chain, spread over the last months.
   * (IssueAsset only comes from the real issues above: an asset is issued once.) A token movement of an asset that
   * succeeded would have changed its holdings: those are only the transfers above, which the registry records, so a
   * movement here is one that did not go through (failed or canceled) and the ledger never shows more successful
   * transfers of an asset than its registry and extracts do.
   */
  history(total: number, assets: DemoAsset['row'][], holders: DemoHolder[], months = 6): void {
    const { prng } = this;
    const from = new Date(this.now.getTime() - months * 30 * DAY);
    const wallets = holders.map((h) => customerWallet(h.id));
    while (this.out.transactions.length < total) {
      const action = prng.weighted(ACTIONS);
      const drawnStatus = prng.weighted(STATUSES);
      const chain = prng.weighted(CHAINS);
      const asset = action === 'TxTest' || action === 'Stake' || action === 'LockAccount' || action === 'TxNative' ? (prng.chance(0.3) ? prng.pick(assets) : null) : prng.pick(assets);
      const createdAt = prng.dateBetween(from, new Date(this.now.getTime() - MINUTE));
      const updatedAt = drawnStatus === 'New' ? createdAt : new Date(createdAt.getTime() + prng.int(5, 3600) * 1000);
      // An asset's amounts are whole base units (as the service keeps them); a chain's native coin may have cents.
      const native = action === 'Stake' || action === 'TxNative' ? Math.round(prng.next() * 5000) : 0;
      const amount = action === 'TxAsset' || action === 'ClawbackAssets' ? prng.int(1, 500) * 10 : asset ? native : native / 100;
      const movesTokens = asset !== null && (action === 'TxAsset' || action === 'ClawbackAssets');
      // No further draw: the rest of the demo stays as it was.
      const status = movesTokens && drawnStatus === 'Successful' ? (amount % 20 === 0 ? 'Failed' : 'Canceled') : drawnStatus;
      this.tx({
        projectId: asset?.projectId ?? null,
        tokenizedAssetId: asset?.id ?? null,
        unitName: asset?.unitName ?? (action === 'Stake' || action === 'TxNative' ? 'ALGO' : null),
        txAction: action,
        txStatus: status,
        blockchain: chain,
        fromAddress: asset ? distributorAddress(asset) : prng.pick(wallets),
        toAddress: prng.pick(wallets),
        amount,
        fee: chain === 'Ethereum' ? Math.round(prng.next() * 400) / 100000 : 0.001,
        note: prng.chance(0.4) ? prng.pick(['Quarterly rebalancing', 'Coupon payment', 'Custody transfer', 'Test transaction', 'Investor request', 'Corporate action', 'Staking reward']) : null,
        retryCount: status === 'Retrying' ? prng.int(1, 4) : status === 'Failed' ? 3 : 0,
        createdAt,
        updatedAt,
        confirmedAt: status === 'Successful' ? updatedAt : null,
      });
    }
  }

  result(): DemoActivity {
    return this.out;
  }
}
