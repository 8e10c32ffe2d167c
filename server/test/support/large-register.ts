import { randomUUID } from 'node:crypto';
import { customers, optIns, transfers } from '../../src/db/schema';
import type { Database } from '../../src/db/open-database';
import { distributorAddress } from '../../src/services/holders';
import type { Services } from '../../src/services/index';
import { shareBody } from './factories';

export interface LargeRegister {
  projectId: string;
  assetId: string;
  /** The customers holding the asset (each gets a customer extract file). */
  customerIds: string[];
}

/** Rows per INSERT while seeding (PostgreSQL allows 65535 parameters per statement). */
const SEED_BATCH = 1_000;

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += SEED_BATCH) await insert(rows.slice(i, i + SEED_BATCH));
}

/**
 * A project whose one finalized share has `holders` wallets, the first `customerCount` of them opted in by customers
 * of their own (the others unknown): a register long enough to take seconds to write. Rows are inserted directly,
 * as creating thousands of customers through the service would take minutes.
 */
export async function seedLargeRegister(
  services: Services,
  database: Database,
  institutionId: string,
  { holders, customerCount }: { holders: number; customerCount: number },
): Promise<LargeRegister> {
  const projectId = await services.projects.create(institutionId, { name: `Large Register ${randomUUID().slice(0, 8)}` });
  const { id: assetId } = await services.tokenizedAssets.initialize(institutionId, {
    ...shareBody({ projectId, totalSupply: holders * 1_000 }),
    distributorWalletId: randomUUID(),
  });
  const asset = await services.assetIssuance.finalize(institutionId, assetId, 'large register passphrase');
  const distributor = distributorAddress({ id: assetId, distributorWalletId: asset.distributorWalletId });
  const wallet = (i: number) => `HOLDER${String(i).padStart(52, '0')}`;
  const customerIds = Array.from({ length: customerCount }, () => randomUUID());
  await insertAll(
    customerIds.map((id, i) => ({ institutionId, id, firstname: 'Holder', lastname: `Nummer ${i}`, type: 'NaturalPerson' as const, email: `holder-${id}@example.com` })),
    (batch) => database.db.insert(customers).values(batch),
  );
  await insertAll(
    customerIds.map((customerId, i) => ({ institutionId, projectId, tokenizedAssetId: assetId, walletAddress: wallet(i), customerId, status: 'Approved' as const, decidedAt: new Date() })),
    (batch) => database.db.insert(optIns).values(batch),
  );
  await insertAll(
    Array.from({ length: holders }, (_, i) => ({ institutionId, projectId, tokenizedAssetId: assetId, fromWallet: distributor, toWallet: wallet(i), amount: 1 + (i % 500), txId: `LARGE${i}` })),
    (batch) => database.db.insert(transfers).values(batch),
  );
  return { projectId, assetId, customerIds };
}
