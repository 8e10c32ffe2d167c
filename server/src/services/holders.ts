import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { customers, mintRequests, optIns, transactions, transfers } from '../db/schema';
import type { CustomerRow, TokenizedAssetRow, TransferRow } from '../db/schema';
import type { HolderDto } from './api-types';
import { walletAddressFor } from './wallets';

/** The issuing (distributor) wallet's address; tokens it still holds are not in circulation. */
export function distributorAddress(asset: { id: string; distributorWalletId?: string | null }): string {
  return walletAddressFor(asset.distributorWalletId ?? asset.id);
}

/** Net balance per wallet from transfers (in minus out), keeping positive balances of wallets not excluded. */
export function netBalances(
  rows: Pick<TransferRow, 'fromWallet' | 'toWallet' | 'amount'>[],
  exclude: ReadonlySet<string>,
): Map<string, number> {
  const balances = new Map<string, number>();
  for (const t of rows) {
    balances.set(t.toWallet, (balances.get(t.toWallet) ?? 0) + t.amount);
    balances.set(t.fromWallet, (balances.get(t.fromWallet) ?? 0) - t.amount);
  }
  const out = new Map<string, number>();
  for (const [wallet, amount] of balances) {
    if (!exclude.has(wallet) && amount > 1e-9) out.set(wallet, amount);
  }
  return out;
}

export function customerDisplayName(c: Pick<CustomerRow, 'type' | 'firstname' | 'lastname' | 'company'>): string {
  const companyName = c.company?.name ?? null;
  if (c.type === 'LegalEntity' && companyName) return companyName;
  return `${c.firstname} ${c.lastname}`.trim();
}

/** Holders of each given asset, largest first, with the customer behind a wallet when an opt-in names one. */
export async function loadHolders(
  db: Executor,
  institutionId: string,
  assets: Pick<TokenizedAssetRow, 'id' | 'distributorWalletId'>[],
): Promise<Map<string, HolderDto[]>> {
  const result = new Map<string, HolderDto[]>();
  if (assets.length === 0) return result;
  const ids = assets.map((a) => a.id);
  const transferRows = await db
    .select({
      tokenizedAssetId: transfers.tokenizedAssetId,
      fromWallet: transfers.fromWallet,
      toWallet: transfers.toWallet,
      amount: transfers.amount,
    })
    .from(transfers)
    .where(and(eq(transfers.institutionId, institutionId), inArray(transfers.tokenizedAssetId, ids)));
  // A settled mint (its transaction Successful) brought new tokens to its receiver: a holding as a transfer from the
  // issuing wallet would be, so holders, circulation and the registry extract count it (they read transfers only).
  const settledMints = await db
    .select({ tokenizedAssetId: mintRequests.tokenizedAssetId, toWallet: transactions.toAddress, baseUnits: mintRequests.baseUnits })
    .from(mintRequests)
    .innerJoin(transactions, eq(transactions.id, mintRequests.transactionId))
    .where(and(eq(mintRequests.institutionId, institutionId), inArray(mintRequests.tokenizedAssetId, ids), eq(transactions.txStatus, 'Successful')));
  const walletOwners = await db
    .select({
      walletAddress: optIns.walletAddress,
      customerId: customers.id,
      type: customers.type,
      firstname: customers.firstname,
      lastname: customers.lastname,
      company: customers.company,
    })
    .from(optIns)
    .innerJoin(customers, and(eq(customers.id, optIns.customerId), eq(customers.institutionId, institutionId)))
    .where(and(eq(optIns.institutionId, institutionId), inArray(optIns.tokenizedAssetId, ids)));
  const owners = new Map(walletOwners.map((w) => [w.walletAddress, w]));

  for (const asset of assets) {
    const rows = [
      ...transferRows.filter((t) => t.tokenizedAssetId === asset.id),
      ...settledMints
        .filter((m) => m.tokenizedAssetId === asset.id && m.toWallet)
        .map((m) => ({ fromWallet: distributorAddress(asset), toWallet: m.toWallet as string, amount: Number(m.baseUnits) })),
    ];
    const balances = netBalances(rows, new Set([distributorAddress(asset)]));
    const holders: HolderDto[] = [...balances].map(([walletAddress, amount]) => {
      const owner = owners.get(walletAddress);
      return {
        walletAddress,
        customerId: owner?.customerId ?? null,
        customerName: owner ? customerDisplayName(owner) : null,
        amount,
      };
    });
    holders.sort((a, b) => b.amount - a.amount || a.walletAddress.localeCompare(b.walletAddress));
    result.set(asset.id, holders);
  }
  return result;
}
