import { TokenizedAssetKind } from '../../../api/generated/types.gen';
import { InitializeTokenizedAssetDtoLimits } from '../../../api/contract-limits.gen';
import type { AssetFormValues } from './asset-form-schema';

// What the wizard draws and keeps without its validation code (zod, in asset-form-schema.ts, downloaded on demand).

export type { AssetFormValues };

/** The kinds the contract knows (Bond, Share, Other), in its order. */
export const ASSET_KINDS: TokenizedAssetKind[] = Object.values(TokenizedAssetKind);

const DECIMALS = InitializeTokenizedAssetDtoLimits.decimals;
/** A whole number of at most as many digits as the contract's largest decimals. */
const DECIMALS_TEXT = new RegExp(`^\\d{1,${String(DECIMALS.maximum).length}}$`);

/** Decimals in the contract's range (InitializeTokenizedAssetDto's) written as a whole number, else null. */
export function decimalsOf(text: string): number | null {
  const trimmed = text.trim();
  if (!DECIMALS_TEXT.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= DECIMALS.minimum && n <= DECIMALS.maximum ? n : null;
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
