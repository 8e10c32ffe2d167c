import type { TokenizedAssetKind } from '../../../src/api/generated/types.gen';

/** What a registry extract shows; built from the database by the extract job, rendered by the PDF writers. */
export interface ExtractHolder {
  walletAddress: string;
  customerId: string | null;
  customerName: string | null;
  amount: number;
}

export interface ExtractAsset {
  id: string;
  isin: string;
  name: string | null;
  unitName: string | null;
  issuerName: string;
  status: string;
  kind: TokenizedAssetKind;
  blockchain: string;
  assetIndex: number | null;
  totalSupply: number | null;
  nominalAmountPerToken: string | null;
  interestRate: string | null;
  firstCouponDate: Date | null;
  shareClass: string | null;
  parValue: boolean | null;
  votingRights: string | null;
  votingRight: boolean | null;
  companyConsent: string | null;
  holders: ExtractHolder[];
}

export interface RegistryExtractModel {
  projectId: string;
  projectName: string;
  institutionId: string;
  institutionName: string;
  asOf: Date;
  assets: ExtractAsset[];
}

export interface CustomerHolding {
  asset: ExtractAsset;
  walletAddress: string;
  amount: number;
}

export interface CustomerExtractModel {
  projectId: string;
  projectName: string;
  institutionName: string;
  asOf: Date;
  customerId: string;
  customerName: string;
  holdings: CustomerHolding[];
}
