import { TokenizedAssetKind } from '../../../api/generated/types.gen';
import type { AssetFormValues } from './asset-form-schema';

// What the wizard draws and keeps without its validation code (zod, in asset-form-schema.ts, downloaded on demand).

export type { AssetFormValues };

/** The kinds the contract knows (Bond, Share, Other), in its order. */
export const ASSET_KINDS: TokenizedAssetKind[] = Object.values(TokenizedAssetKind);

/** 0..19 written as a whole number, else null. */
export function decimalsOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n <= 19 ? n : null;
}

export function emptyAssetForm(projectId = ''): AssetFormValues {
  return {
    projectId,
    kind: 'Bond',
    name: '',
    unitName: '',
    isin: '',
    issuerName: '',
    url: '',
    issuingMemo: '',
    totalSupply: '',
    decimals: '0',
    isFungible: true,
    enableFreeze: true,
    enableClawback: true,
    isRegulatedSecurity: true,
    hasAIPSupport: false,
    isManuallyCreated: false,
    distributorWalletId: '',
    agentWalletId: '',
    claimIssuerWalletId: '',
    firstCouponDate: '',
    interestRate: '',
    interestPaymentPeriod: '',
    numberOfPayments: '',
    nominalAmountPerToken: '',
    price: '',
    duration: '',
    shareClass: '',
    votingRights: '',
    parValue: '',
    votingRight: '',
    companyConsent: '0',
    mixedRecordKeeping: '0',
    customAttributes: [],
  };
}
