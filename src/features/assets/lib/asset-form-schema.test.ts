import { describe, expect, it } from 'vitest';
import { zInitializeTokenizedAssetDto } from '../../../api/generated/zod.gen';
import { assetFormSchema } from './asset-form-schema';
import { ASSET_KINDS, emptyAssetForm, type AssetFormValues } from './asset-form-values';
import { toInitializeBody } from './to-initialize-body';

const DISTRIBUTOR = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

function valid(overrides: Partial<AssetFormValues> = {}): AssetFormValues {
  return { ...emptyAssetForm(), name: 'Green Bond', unitName: 'GRB', isin: 'US0378331005', issuerName: 'Issuer AG', totalSupply: '1000', distributorWalletId: DISTRIBUTOR, ...overrides };
}

function errorsOf(values: AssetFormValues): Record<string, string> {
  const result = assetFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('asset wizard rules', () => {
  it('accepts a complete bond', () => {
    expect(errorsOf(valid())).toEqual({});
  });

  it('checks the ISIN check digit', () => {
    expect(errorsOf(valid({ isin: 'US0378331006' }))).toEqual({ isin: 'assets.validation.isinCheckDigit' });
  });

  it('limits unit name, name and URL by UTF-8 bytes', () => {
    expect(errorsOf(valid({ unitName: 'ÄÖÜÄÖ' }))).toEqual({ unitName: 'assets.validation.unitNameBytes' });
    expect(errorsOf(valid({ name: 'Ü'.repeat(17) }))).toEqual({ name: 'assets.validation.nameBytes' });
    expect(errorsOf(valid({ url: `https://x.org/${'a'.repeat(90)}` }))).toEqual({ url: 'assets.validation.urlBytes' });
  });

  it('counts the limits on what is sent, without the outer spaces a paste brings', () => {
    expect(errorsOf(valid({ unitName: 'ABCDEFGH ' }))).toEqual({});
    expect(errorsOf(valid({ name: ` ${'N'.repeat(32)} ` }))).toEqual({});
    expect(errorsOf(valid({ unitName: 'ABCDEFGHI' }))).toEqual({ unitName: 'assets.validation.unitNameBytes' });
  });

  it('refuses a decimal comma in the numbers kept as text, and leaves other text alone', () => {
    expect(errorsOf(valid({ interestRate: '3,25', nominalAmountPerToken: '1.000,00', price: '99,75' }))).toEqual({
      interestRate: 'assets.validation.decimalPoint',
      nominalAmountPerToken: 'assets.validation.decimalPoint',
      price: 'assets.validation.decimalPoint',
    });
    expect(errorsOf(valid({ interestRate: '3.25', nominalAmountPerToken: '1000.00', price: 'EURIBOR + 1,5' }))).toEqual({});
  });

  it('demands decimals 0..19 and a positive whole supply that the wire carries exactly', () => {
    expect(errorsOf(valid({ decimals: '20' }))).toEqual({ decimals: 'assets.validation.decimals' });
    expect(errorsOf(valid({ totalSupply: '0' }))).toEqual({ totalSupply: 'assets.validation.supplyPositive' });
    expect(errorsOf(valid({ totalSupply: '1.5' }))).toEqual({ totalSupply: 'assets.validation.supplyWhole' });
    expect(errorsOf(valid({ totalSupply: '9007199254740993' }))).toEqual({ totalSupply: 'assets.validation.supplyNotExact' });
    expect(errorsOf(valid({ totalSupply: '18446744073709551616' }))).toEqual({ totalSupply: 'assets.validation.supplyTooLarge' });
    expect(errorsOf(valid({ totalSupply: '10000000000000000000', decimals: '19' }))).toEqual({});
  });

  it('demands the four share fields together for a share, and none for a bond', () => {
    expect(errorsOf(valid({ kind: 'Share' }))).toEqual({
      shareClass: 'assets.validation.shareRequired',
      votingRights: 'assets.validation.shareRequired',
      parValue: 'assets.validation.shareRequired',
      votingRight: 'assets.validation.shareRequired',
    });
    expect(errorsOf(valid({ kind: 'Share', shareClass: 'A', votingRights: 'One vote', parValue: 'no', votingRight: 'yes' }))).toEqual({});
  });

  // What the other kind's terms hold stays in the form (hidden) when the kind changes: it must neither block the
  // wizard on a field it no longer shows nor be sent.
  const staleBondTerms = { interestRate: 'x'.repeat(101), interestPaymentPeriod: 'monthly', numberOfPayments: '1e3', nominalAmountPerToken: 'n'.repeat(101), duration: 'd'.repeat(101), firstCouponDate: '2027-06-30' };
  const staleShareTerms = { shareClass: 'c'.repeat(101), votingRights: 'v'.repeat(201), parValue: 'yes' as const, votingRight: 'no' as const };
  const shareTerms = { shareClass: 'A', votingRights: 'One vote per share', parValue: 'no' as const, votingRight: 'yes' as const };

  it('checks bond terms only for a bond and share terms only for a share', () => {
    expect(errorsOf(valid({ kind: 'Share', ...shareTerms, ...staleBondTerms }))).toEqual({});
    expect(errorsOf(valid({ kind: 'Other', ...staleBondTerms, ...staleShareTerms }))).toEqual({});
    expect(errorsOf(valid({ kind: 'Bond', ...staleShareTerms }))).toEqual({});
    expect(errorsOf(valid({ kind: 'Bond', ...staleBondTerms }))).toEqual({
      interestRate: 'At most 100 characters.',
      interestPaymentPeriod: 'assets.validation.wholeNumber',
      numberOfPayments: 'assets.validation.wholeNumber',
      nominalAmountPerToken: 'At most 100 characters.',
      duration: 'At most 100 characters.',
    });
    expect(errorsOf(valid({ kind: 'Share', ...staleShareTerms }))).toEqual({ shareClass: 'At most 100 characters.', votingRights: 'At most 200 characters.' });
  });

  it('sends none of the other kind\'s hidden terms', () => {
    const share = toInitializeBody(valid({ kind: 'Share', ...shareTerms, ...staleBondTerms }));
    expect(share).toMatchObject({ interestRate: null, interestPaymentPeriod: null, numberOfPayments: null, nominalAmountPerToken: null, duration: null, firstCouponDate: null, shareClass: 'A' });
    const bond = toInitializeBody(valid({ kind: 'Bond', interestPaymentPeriod: '6', ...staleShareTerms }));
    expect(bond).toMatchObject({ interestPaymentPeriod: 6 });
    for (const field of ['shareClass', 'votingRights', 'parValue', 'votingRight']) expect(bond).not.toHaveProperty(field);
    expect(zInitializeTokenizedAssetDto.safeParse(share).success).toBe(true);
    expect(zInitializeTokenizedAssetDto.safeParse(bond).success).toBe(true);
  });

  it('rejects empty and repeated custom attribute keys', () => {
    const rows = [{ key: 'rating', value: 'A' }, { key: 'rating', value: 'B' }, { key: ' ', value: 'x' }];
    expect(errorsOf(valid({ customAttributes: rows }))).toEqual({
      'customAttributes.1.key': 'assets.validation.duplicateKey',
      'customAttributes.2.key': 'validation.required',
    });
  });
});

describe('initialize body', () => {
  it('sends bond terms only for a bond and share fields only for a share', () => {
    const bond = toInitializeBody(valid({ interestRate: '3.25', shareClass: 'A', parValue: 'yes' }));
    expect(bond).toMatchObject({ interestRate: '3.25', totalSupply: 1000, isin: 'US0378331005' });
    expect(bond).not.toHaveProperty('shareClass');
    expect(bond).not.toHaveProperty('parValue');
    const share = toInitializeBody(valid({ kind: 'Share', interestRate: '3.25', shareClass: 'A', votingRights: 'One', parValue: 'no', votingRight: 'yes' }));
    expect(share).toMatchObject({ shareClass: 'A', votingRights: 'One', parValue: false, votingRight: true, interestRate: null });
    expect(share).not.toHaveProperty('credentials');
  });

  it('sends the interface’s body for a bond or a share, and the kind (an extension) only for an Other, which no field can say', () => {
    // The interface's initialize body allows no other property (additionalProperties false).
    expect(toInitializeBody(valid())).not.toHaveProperty('kind');
    expect(toInitializeBody(valid({ kind: 'Share', shareClass: 'A', votingRights: 'One', parValue: 'no', votingRight: 'yes' }))).not.toHaveProperty('kind');
    const other = toInitializeBody(valid({ kind: 'Other', interestRate: '3.25', shareClass: 'A', parValue: 'yes' }));
    expect(other).toMatchObject({ kind: 'Other', interestRate: null });
    expect(other).not.toHaveProperty('shareClass');
    expect(zInitializeTokenizedAssetDto.safeParse(other).success).toBe(true);
  });

  it('offers exactly the kinds the contract knows and refuses any other', () => {
    expect(ASSET_KINDS).toEqual(['Bond', 'Share', 'Other']);
    expect(errorsOf(valid({ kind: 'Fund' as AssetFormValues['kind'] }))).toHaveProperty('kind');
  });
});

describe('initialize body dates', () => {
  it('sends the first coupon date as midnight UTC of the chosen day', () => {
    expect(toInitializeBody(valid({ firstCouponDate: '2027-06-30' })).firstCouponDate).toBe('2027-06-30T00:00:00Z');
    expect(toInitializeBody(valid({ kind: 'Other', firstCouponDate: '2027-06-30' })).firstCouponDate).toBeNull();
  });
});
