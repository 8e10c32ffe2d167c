import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/database';
import { customers, kycRecords, optIns, partnerSubmissions, projects, tokenizedAssets, transactions, transfers } from '../db/schema';
import type { Services } from '../services/index';
import { DemoActivityBuilder } from './demo-activity';
import { buildDemoProjects } from './demo-assets';
import { buildDemoCustomers } from './demo-customers';
import { Prng } from './prng';

export interface SeedOptions {
  institutionId: string;
  /** Shown on registry extracts (default "Demo Institution"). */
  institutionName?: string;
  /** Total transactions to create (default 3000). */
  transactionCount?: number;
  /** "Now" for the generated timeline (default the current time). */
  now?: Date;
}

const BATCH = 500;
const DAY = 86_400_000;

async function insertInBatches<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(table).values(rows.slice(i, i + BATCH));
  }
}

async function nextAssetIndex(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`select nextval('asset_index_seq')::int as next`);
  return Number((result as unknown as { rows: { next: number | string }[] }).rows[0].next);
}

/**
 * Seeds believable demo data for an institution without projects: projects, bond and share assets (finalized and
 * initialized), customers with KYC history, opt-ins, transfers and some thousands of transactions. Deterministic
 * for an institution (seeded PRNG); a no-op when the institution already has projects.
 */
export async function seedDemoData(services: Services, options: SeedOptions): Promise<{ seeded: boolean }> {
  const { db } = services.database;
  const { institutionId } = options;
  const now = options.now ?? new Date();
  await services.institutions.ensure(institutionId, options.institutionName ?? 'Demo Institution');
  const [{ n }] = await db.select({ n: count() }).from(projects).where(eq(projects.institutionId, institutionId));
  if (Number(n) > 0) return { seeded: false };

  const prng = new Prng(`demo:${institutionId}`);
  const people = buildDemoCustomers(prng, institutionId, now);
  const plan = buildDemoProjects(prng, institutionId, now);
  const activity = new DemoActivityBuilder(prng, institutionId, now);
  const holders = people.customers.map((c) => ({ id: c.id! }));

  await db.transaction(async (tx) => {
    await insertInBatches(tx, customers, people.customers);
    await insertInBatches(tx, kycRecords, people.kycRecords);
    await insertInBatches(tx, partnerSubmissions, people.partnerSubmissions);
    await insertInBatches(tx, projects, plan.projects);

    for (const asset of plan.assets) {
      if (asset.finalized) {
        const finalizedAt = new Date(asset.row.createdAt.getTime() + 3 * DAY);
        asset.row.status = 'Finalized';
        asset.row.assetIndex = await nextAssetIndex(tx);
        asset.row.finalizedAt = finalizedAt;
        asset.row.updatedAt = finalizedAt;
        asset.row.creationTxId = activity.issue(asset.row, finalizedAt);
        asset.row.metadataSentAt = prng.chance(0.7) ? new Date(finalizedAt.getTime() + DAY) : null;
      }
    }
    await insertInBatches(
      tx,
      tokenizedAssets,
      plan.assets.map((a) => a.row),
    );
    const issued = plan.assets.filter((a) => a.finalized).map((a) => a.row);
    for (const asset of issued) activity.holdings(asset, asset.finalizedAt ?? asset.createdAt, holders);
    activity.history(options.transactionCount ?? 3000, issued, holders);

    const { optIns: optInRows, transfers: transferRows, transactions: txRows } = activity.result();
    await insertInBatches(tx, optIns, optInRows);
    await insertInBatches(tx, transfers, transferRows);
    await insertInBatches(tx, transactions, txRows);
  });
  services.log.info(
    { institutionId, projects: plan.projects.length, assets: plan.assets.length, customers: people.customers.length },
    'demo data seeded',
  );
  return { seeded: true };
}
