import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { mintRequests, transactions, transfers } from '../db/schema';
import type { TokenizedAssetRow } from '../db/schema';
import { distributorAddress } from './holders';

/** What an asset may still mint, in base units, exact (bigint): never through floating point. */
export interface MintAllowance {
  /** The asset's total supply; null when it has none (nothing limits a mint then). */
  totalSupply: bigint | null;
  /** What left the distributor wallet in transfers, plus mint requests the ledger settled as Successful. */
  minted: bigint;
  /** Mint requests whose transactions are still New or Retrying (the ledger still tracks them). */
  pending: bigint;
  /** totalSupply − minted − pending, never below 0; null without a total supply. */
  remaining: bigint | null;
}

type AllowanceAsset = Pick<TokenizedAssetRow, 'id' | 'institutionId' | 'distributorWalletId' | 'totalSupply'>;

/** A stored amount (a double) as whole base units: rounded up where it counts against the supply, down where it frees it. */
function units(amount: number | null, round: 'up' | 'down'): bigint {
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return 0n;
  return BigInt(round === 'up' ? Math.ceil(amount) : Math.floor(amount));
}

/**
 * The asset's mint allowance. Mint requests (`mint_requests`, one per mint recorded through the API) are pending while
 * their transaction is New or Retrying and minted once it is Successful; Failed and Canceled ones free their amount.
 * Imported history (seeded, demo) has no mint requests; its holdings are in `transfers`, counted as the distributor's
 * net outflow. Sums stay exact: numeric in SQL, transfer amounts summed per distinct value in bigint.
 * Call it inside the mint's transaction, after locking the asset row, so concurrent mints see each other.
 */
export async function loadMintAllowance(db: Executor, asset: AllowanceAsset): Promise<MintAllowance> {
  const distributor = distributorAddress(asset);
  const moves = await db
    .select({ from: transfers.fromWallet, amount: transfers.amount, n: sql<number>`count(*)::int` })
    .from(transfers)
    .where(
      and(
        eq(transfers.institutionId, asset.institutionId),
        eq(transfers.tokenizedAssetId, asset.id),
        or(eq(transfers.fromWallet, distributor), eq(transfers.toWallet, distributor)),
        // A transfer from the distributor to itself moves nothing.
        sql`${transfers.fromWallet} <> ${transfers.toWallet}`,
      ),
    )
    .groupBy(transfers.fromWallet, transfers.amount);
  const requests = await db
    .select({ status: transactions.txStatus, baseUnits: sql<string>`sum(${mintRequests.baseUnits})::text` })
    .from(mintRequests)
    .innerJoin(transactions, eq(transactions.id, mintRequests.transactionId))
    .where(
      and(
        eq(mintRequests.institutionId, asset.institutionId),
        eq(mintRequests.tokenizedAssetId, asset.id),
        inArray(transactions.txStatus, ['New', 'Retrying', 'Successful']),
      ),
    )
    .groupBy(transactions.txStatus);

  let transferred = 0n;
  for (const m of moves) {
    if (m.from === distributor) transferred += units(m.amount, 'up') * BigInt(m.n);
    else transferred -= units(m.amount, 'down') * BigInt(m.n);
  }
  let minted = transferred > 0n ? transferred : 0n;
  let pending = 0n;
  for (const r of requests) {
    // numeric sums come back as exact decimal text.
    const sum = BigInt(r.baseUnits);
    if (r.status === 'Successful') minted += sum;
    else pending += sum;
  }
  const totalSupply = asset.totalSupply === null ? null : units(asset.totalSupply, 'down');
  const left = totalSupply === null ? null : totalSupply - minted - pending;
  return { totalSupply, minted, pending, remaining: left === null ? null : left > 0n ? left : 0n };
}

/** A mint request's amount (a positive double) in whole base units, rounded up: what it takes from the supply. */
export function mintUnits(amount: number): bigint {
  return units(amount, 'up');
}
