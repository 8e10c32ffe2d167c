import { and, asc, eq } from 'drizzle-orm';
import { tokenizedAssets } from '../db/schema';
import type { TokenizedAssetRow } from '../db/schema';
import type { CustomerExtractModel, ExtractAsset, RegistryExtractModel } from '../pdf/extract-model';
import type { HolderDto } from './api-types';
import { loadHolders } from './holders';
import { requireProject } from './scoped-lookups';
import type { ServiceDeps } from './service-deps';
import type { InstitutionsService } from './institutions-service';

export interface ExtractContent {
  registry: RegistryExtractModel;
  customers: CustomerExtractModel[];
}

function toExtractAsset(row: TokenizedAssetRow, holders: HolderDto[]): ExtractAsset {
  return {
    id: row.id,
    isin: row.isin,
    name: row.name,
    unitName: row.unitName,
    issuerName: row.issuerName,
    status: row.status,
    kind: row.kind,
    blockchain: row.blockchain,
    assetIndex: row.assetIndex,
    totalSupply: row.totalSupply,
    nominalAmountPerToken: row.nominalAmountPerToken,
    interestRate: row.interestRate,
    firstCouponDate: row.firstCouponDate,
    shareClass: row.shareClass,
    parValue: row.parValue,
    votingRights: row.votingRights,
    votingRight: row.votingRight,
    companyConsent: row.companyConsent,
    holders: holders.map((h) => ({ ...h })),
  };
}

/** Groups holdings by the customer behind each wallet (wallets without a known customer get no file). */
function customerModels(registry: RegistryExtractModel): CustomerExtractModel[] {
  const byCustomer = new Map<string, CustomerExtractModel>();
  for (const asset of registry.assets) {
    for (const holder of asset.holders) {
      if (!holder.customerId) continue;
      let model = byCustomer.get(holder.customerId);
      if (!model) {
        model = {
          projectId: registry.projectId,
          projectName: registry.projectName,
          institutionName: registry.institutionName,
          asOf: registry.asOf,
          customerId: holder.customerId,
          customerName: holder.customerName ?? holder.customerId,
          holdings: [],
        };
        byCustomer.set(holder.customerId, model);
      }
      model.holdings.push({ asset, walletAddress: holder.walletAddress, amount: holder.amount });
    }
  }
  return [...byCustomer.values()];
}

/** Reads what a project's registry extract shows, as of now. */
export function createRegistryExtractDataService({ db }: ServiceDeps, institutions: InstitutionsService) {
  return {
    async load(institutionId: string, projectId: string, asOf: Date): Promise<ExtractContent> {
      const project = await requireProject(db, institutionId, projectId);
      const assets = await db
        .select()
        .from(tokenizedAssets)
        .where(and(eq(tokenizedAssets.institutionId, institutionId), eq(tokenizedAssets.projectId, projectId)))
        .orderBy(asc(tokenizedAssets.createdAt), asc(tokenizedAssets.id));
      const holders = await loadHolders(db, institutionId, assets);
      const registry: RegistryExtractModel = {
        projectId: project.id,
        projectName: project.name,
        institutionId,
        institutionName: (await institutions.getName(institutionId)) ?? `Institution ${institutionId}`,
        asOf,
        assets: assets.map((a) => toExtractAsset(a, holders.get(a.id) ?? [])),
      };
      return { registry, customers: customerModels(registry) };
    },
  };
}

export type RegistryExtractDataService = ReturnType<typeof createRegistryExtractDataService>;
