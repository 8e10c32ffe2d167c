import type { InitializeTokenizedAssetDto } from '../../../api/generated/types.gen';
import type { AssetFormValues } from './asset-form-values';
import { decimalsOf } from './asset-form-values';
import { exactNumber, parseBaseUnits } from './base-units';

const text = (value: string): string | null => (value.trim() ? value.trim() : null);
const int = (value: string): number | null => (value.trim() ? Number(value.trim()) : null);

/**
 * The initialize body from valid wizard values. The interface's body allows no other property, and every service
 * derives the kind from the fields (Share with the share fields, else Bond): `kind` (our extension) goes out only for
 * an Other, which no field can say, so a bond or a share is initialized the same on a deployment without it. Bond terms are sent only for a bond and share fields only for a
 * share: the service takes any share field as "this is a share" and then demands all four. No credentials: the
 * passphrase belongs to finalize alone.
 */
export function toInitializeBody(v: AssetFormValues): InitializeTokenizedAssetDto {
  const bond = v.kind === 'Bond';
  const share = v.kind === 'Share';
  const supply = parseBaseUnits(v.totalSupply);
  const attributes = v.customAttributes.filter((row) => row.key.trim());
  return {
    name: text(v.name),
    unitName: text(v.unitName),
    totalSupply: supply === null ? undefined : (exactNumber(supply) ?? undefined),
    decimals: decimalsOf(v.decimals) ?? undefined,
    enableFreeze: v.enableFreeze,
    enableClawback: v.enableClawback,
    url: text(v.url),
    issuingMemo: text(v.issuingMemo),
    distributorWalletId: v.distributorWalletId || undefined,
    agentWalletId: v.agentWalletId || null,
    claimIssuerWalletId: v.claimIssuerWalletId || null,
    isFungible: v.isFungible,
    projectId: v.projectId || undefined,
    isin: v.isin.trim().toUpperCase(),
    isRegulatedSecurity: v.isRegulatedSecurity,
    hasAIPSupport: v.hasAIPSupport,
    customAttributes: attributes.length ? Object.fromEntries(attributes.map((row) => [row.key.trim(), row.value])) : null,
    isManuallyCreated: v.isManuallyCreated,
    firstCouponDate: bond && v.firstCouponDate ? `${v.firstCouponDate}T00:00:00Z` : null,
    interestPaymentPeriod: bond ? int(v.interestPaymentPeriod) : null,
    numberOfPayments: bond ? int(v.numberOfPayments) : null,
    price: text(v.price),
    nominalAmountPerToken: bond ? text(v.nominalAmountPerToken) : null,
    issuerName: v.issuerName.trim(),
    interestRate: bond ? text(v.interestRate) : null,
    duration: bond ? text(v.duration) : null,
    ...(share
      ? { shareClass: text(v.shareClass), votingRights: text(v.votingRights), parValue: v.parValue === 'yes', votingRight: v.votingRight === 'yes' }
      : {}),
    companyConsent: v.companyConsent.trim() || '0',
    mixedRecordKeeping: v.mixedRecordKeeping.trim() || '0',
    ...(v.kind === 'Other' ? { kind: v.kind } : {}),
  };
}
