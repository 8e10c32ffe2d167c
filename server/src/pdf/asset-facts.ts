import type { ExtractAsset } from './extract-model';
import { formatAmount } from './pdf-document';

function yesNo(value: boolean | null): string {
  if (value === null) return '-';
  return value ? 'yes' : 'no';
}

function transferConsent(value: string | null): string {
  if (value === null || value === '') return '-';
  return value === '0' ? 'not required' : `required (${value})`;
}

/** The label/value facts an extract lists for an asset; bonds add their bond terms, shares their share terms. */
export function assetFacts(asset: ExtractAsset): [string, string][] {
  const facts: [string, string][] = [
    ['ISIN', asset.isin],
    ['Name', asset.name ?? '-'],
    ['Unit name', asset.unitName ?? '-'],
    ['Issuer', asset.issuerName],
    ['Kind', asset.kind],
    ['Status', asset.status],
    ['Issue volume (total supply)', formatAmount(asset.totalSupply)],
    ['Nominal amount per token', asset.nominalAmountPerToken ?? '-'],
    ['Blockchain', asset.assetIndex === null ? asset.blockchain : `${asset.blockchain}, asset index ${asset.assetIndex}`],
  ];
  if (asset.kind === 'Bond') {
    facts.push(['Interest rate', asset.interestRate ?? '-']);
    facts.push(['First coupon date', asset.firstCouponDate ? asset.firstCouponDate.toISOString().slice(0, 10) : '-']);
  } else if (asset.kind === 'Share') {
    facts.push(['Share class', asset.shareClass ?? '-']);
    facts.push(['Par value', asset.parValue === null ? '-' : asset.parValue ? 'par value' : 'no-par value']);
    facts.push(['Voting rights', `${asset.votingRights ?? '-'} (voting right: ${yesNo(asset.votingRight)})`]);
    facts.push(['Transfer consent (company consent)', transferConsent(asset.companyConsent)]);
  }
  return facts;
}
