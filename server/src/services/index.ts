import type { Database } from '../db/database';
import type { Blockchains } from './api-types';
import { createAssetIssuanceService } from './asset-issuance-service';
import { createCustomersService } from './customers-service';
import { createExtractQueueService } from './extract-queue-service';
import { createInstitutionsService } from './institutions-service';
import { createKycService } from './kyc-service';
import { createLedgerService } from './ledger-service';
import { createPartnerKycService } from './partner-kyc-service';
import { createProjectsService } from './projects-service';
import { createRegistryExtractDataService } from './registry-extract-data';
import { createRegistryExtractsService } from './registry-extracts-service';
import type { ServiceDeps, ServiceLogger } from './service-deps';
import { createTokenizedAssetsService } from './tokenized-assets-service';
import { createTransactionsService } from './transactions-service';

export type { ServiceLogger } from './service-deps';

export interface ServicesOptions {
  log: ServiceLogger;
  /** Chain new assets are issued on (default Algorand). */
  blockchain?: Blockchains;
}

/** The domain of the reference service, one module per area, all on the one database. */
export interface Services {
  database: Database;
  institutions: ReturnType<typeof createInstitutionsService>;
  projects: ReturnType<typeof createProjectsService>;
  tokenizedAssets: ReturnType<typeof createTokenizedAssetsService>;
  assetIssuance: ReturnType<typeof createAssetIssuanceService>;
  transactions: ReturnType<typeof createTransactionsService>;
  customers: ReturnType<typeof createCustomersService>;
  kyc: ReturnType<typeof createKycService>;
  partnerKyc: ReturnType<typeof createPartnerKycService>;
  registryExtracts: ReturnType<typeof createRegistryExtractsService>;
  extractQueue: ReturnType<typeof createExtractQueueService>;
  ledger: ReturnType<typeof createLedgerService>;
  registryExtractData: ReturnType<typeof createRegistryExtractDataService>;
  log: ServiceLogger;
}

export function createServices(database: Database, options: ServicesOptions): Services {
  const deps: ServiceDeps = { db: database.db, log: options.log, blockchain: options.blockchain ?? 'Algorand' };
  const institutions = createInstitutionsService(deps);
  return {
    database,
    institutions,
    projects: createProjectsService(deps),
    tokenizedAssets: createTokenizedAssetsService(deps),
    assetIssuance: createAssetIssuanceService(deps),
    transactions: createTransactionsService(deps),
    customers: createCustomersService(deps),
    kyc: createKycService(deps),
    partnerKyc: createPartnerKycService(deps),
    registryExtracts: createRegistryExtractsService(deps),
    extractQueue: createExtractQueueService(deps),
    ledger: createLedgerService(deps),
    registryExtractData: createRegistryExtractDataService(deps, institutions),
    log: options.log,
  };
}
