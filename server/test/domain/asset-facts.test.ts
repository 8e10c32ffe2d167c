import { describe, expect, it } from 'vitest';
import { assetFacts } from '../../src/pdf/asset-facts';
import type { ExtractAsset } from '../../src/pdf/extract-model';

function asset(overrides: Partial<ExtractAsset>): ExtractAsset {
  return {
    id: 'a', isin: 'US0378331005', name: 'Asset', unitName: 'AST', issuerName: 'Issuer AG', status: 'Finalized', kind: 'Bond',
    blockchain: 'Algorand', assetIndex: 1001, totalSupply: 1000, nominalAmountPerToken: null, interestRate: '3.25',
    firstCouponDate: null, shareClass: 'A', parValue: true, votingRights: 'One vote', votingRight: true, companyConsent: '0', holders: [],
    ...overrides,
  };
}

describe('the facts a registry extract lists for an asset', () => {
  it('names the kind and adds the terms of that kind only: bond terms for a bond, share terms for a share, none for Other', () => {
    const labels = (kind: ExtractAsset['kind']) => assetFacts(asset({ kind })).map(([label]) => label);
    expect(assetFacts(asset({ kind: 'Other' }))).toContainEqual(['Kind', 'Other']);
    expect(labels('Bond')).toEqual(expect.arrayContaining(['Interest rate', 'First coupon date']));
    expect(labels('Bond')).not.toContain('Share class');
    expect(labels('Share')).toEqual(expect.arrayContaining(['Share class', 'Voting rights']));
    expect(labels('Share')).not.toContain('Interest rate');
    expect(labels('Other')).not.toContain('Interest rate');
    expect(labels('Other')).not.toContain('Share class');
  });
});
