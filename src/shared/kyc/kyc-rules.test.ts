import { describe, expect, it } from 'vitest';
import type { KycDataDto } from '../../api/generated/types.gen';
import { kycRuleIssues, percentageUnits } from './kyc-rules';

function kyc(overrides: Partial<KycDataDto> = {}): KycDataDto {
  return {
    firstname: 'Jürgen',
    lastname: 'Weiß',
    placeOfBirth: 'Graz',
    dateOfBirth: '1980-04-12T00:00:00.000Z',
    email: 'juergen@example.com',
    nonPepPerson: true,
    highCorruptionIndex: false,
    nonSanctionedCountry: true,
    nonUsTaxPerson: true,
    identVerified: true,
    eulaAgreed: true,
    custodianIdentVerifiedType: 'Id_copy',
    address: { street: 'Hauptstraße', streetNo: '1', postalCode: '8010', town: 'Graz', countryCodeIso2: 'AT' },
    document: { type: 'Id_card', number: 'P1234567' },
    ...overrides,
  };
}

const fields = (data: KycDataDto, type = 'NaturalPerson') => kycRuleIssues(data, type).map((i) => i.field);

describe('KYC cross-field rules', () => {
  it('accepts a complete natural person', () => {
    expect(fields(kyc())).toEqual([]);
  });

  it('needs every required declaration to be true', () => {
    expect(fields(kyc({ identVerified: false, eulaAgreed: false, nonUsTaxPerson: false }))).toEqual(['identVerified', 'eulaAgreed', 'nonUsTaxPerson']);
    // The other declarations are answers, either way is fine.
    expect(fields(kyc({ nonPepPerson: false, highCorruptionIndex: true, nonSanctionedCountry: false }))).toEqual([]);
  });

  it('needs the document for every verification method except In_person', () => {
    expect(fields(kyc({ document: undefined }))).toEqual(['document']);
    expect(fields(kyc({ document: undefined, custodianIdentVerifiedType: undefined }))).toEqual(['document']);
    expect(fields(kyc({ document: undefined, custodianIdentVerifiedType: 'Video_ident' }))).toEqual(['document']);
    expect(fields(kyc({ document: undefined, custodianIdentVerifiedType: 'In_person' }))).toEqual([]);
  });

  it('checks the IBAN of the document by its check digits', () => {
    expect(fields(kyc({ document: { type: 'Id_card', number: 'X1', iban: 'DE89 3704 0044 0532 0130 00' } }))).toEqual([]);
    expect(fields(kyc({ document: { type: 'Id_card', number: 'X1', iban: 'DE89 3704 0044 0532 0130 01' } }))).toEqual(['document.iban']);
  });

  it('needs the company with a name for a legal entity only', () => {
    expect(fields(kyc(), 'LegalEntity')).toEqual(['company']);
    expect(fields(kyc({ company: { name: '  ' } }), 'LegalEntity')).toEqual(['company.name']);
    expect(fields(kyc({ company: { name: 'Donau Kapital AG' } }), 'LegalEntity')).toEqual([]);
  });

  it('checks the LEI by ISO 17442', () => {
    expect(fields(kyc({ custodianLegalPerson: { leiCode: '7LTWFZYICNSX8D621K86' } }))).toEqual([]);
    expect(fields(kyc({ custodianLegalPerson: { leiCode: '7LTWFZYICNSX8D621K68' } }))).toEqual(['custodianLegalPerson.leiCode']);
  });

  it('refuses share percentages over 100 in total, on the last share given', () => {
    const related = (...shares: string[]) => ({ custodianLegalPerson: { related: shares.map((sharePercentage) => ({ sharePercentage })) } });
    expect(fields(kyc(related('60', '40')))).toEqual([]);
    expect(fields(kyc(related('33.33', '33,33', '33.34')))).toEqual([]);
    expect(fields(kyc(related('60', '', '40.5')))).toEqual(['custodianLegalPerson.related.2.sharePercentage']);
    expect(fields(kyc(related('abc')))).toEqual(['custodianLegalPerson.related.0.sharePercentage']);
    expect(fields(kyc(related('101')))).toEqual(['custodianLegalPerson.related.0.sharePercentage']);
    const beneficiaries = kyc({ emoney: { corporate: { finalBeneficiaries: [{ ownershipPercentage: '75' }, { ownershipPercentage: '26' }] } } });
    expect(fields(beneficiaries)).toEqual(['emoney.corporate.finalBeneficiaries.1.ownershipPercentage']);
  });

  it('adds shares up exactly to their four decimals: a ten-thousandth over 100 is over', () => {
    const related = (...shares: string[]) => ({ custodianLegalPerson: { related: shares.map((sharePercentage) => ({ sharePercentage })) } });
    const over = kycRuleIssues(kyc(related('50.002', '50,002')), 'NaturalPerson');
    expect(over.map((i) => [i.field, i.rule, i.total])).toEqual([['custodianLegalPerson.related.1.sharePercentage', 'percentageTotal', 100.004]]);
    expect(fields(kyc(related('99.9999', '0.0002')))).toEqual(['custodianLegalPerson.related.1.sharePercentage']);
    expect(fields(kyc(related('33.3333', '33.3333', '33.3334')))).toEqual([]);
    expect(fields(kyc(related('0.1', '0.2', '99.7')))).toEqual([]);
  });

  it('reads percentages with a dot or a comma', () => {
    expect(percentageUnits('12,5')).toBe(125_000);
    expect(percentageUnits(' 7 ')).toBe(70_000);
    expect(percentageUnits('')).toBeNull();
    expect(percentageUnits('1e2')).toBeNaN();
  });
});
