import { describe, expect, it } from 'vitest';
import type { CustomerDto } from '../../../api/generated/types.gen';
import { zKycDataDto } from '../../../api/generated/zod.gen';
import { contractResolver } from './contract-resolver';
import { documentGiven, kycDateIssues, emptyKycValues, kycRuleIssues, prefillKyc, toKycBody, type KycFormValues } from './kyc-form';
import { calendarDay } from './date-rules';

function filled(overrides: Partial<KycFormValues> = {}): KycFormValues {
  return {
    ...emptyKycValues(),
    firstname: 'Jürgen',
    lastname: 'Weiß',
    placeOfBirth: 'Graz',
    dateOfBirth: '1979-06-01',
    email: 'j@example.com',
    nonPepPerson: true,
    nonSanctionedCountry: true,
    nonUsTaxPerson: true,
    identVerified: true,
    eulaAgreed: true,
    address: { street: 'Hauptstraße', streetNo: '5', postalCode: '8010', town: 'Graz', countryCodeIso2: 'AT' },
    ...overrides,
  };
}

const customer = {
  id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  institutionId: '3f2504e0-4f89-41d3-9a0c-0305e82c3302',
  kycStatus: 'None',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  profile: { type: 'LegalEntity', firstname: 'Karl', lastname: 'Vertreter', email: 'k@example.com', town: 'Linz', countryIso: 'AT', birthDate: '1970-01-15T00:00:00Z', company: { name: 'Donau Kapital AG' } },
} as CustomerDto;

describe('the KYC body the form sends', () => {
  it('sends the names and the place of birth without the spaces around them', () => {
    const body = toKycBody(filled({ firstname: '  Łucja ', lastname: 'Nowak-Øster  ', placeOfBirth: ' Kraków ' }), 'NaturalPerson');
    expect(body).toMatchObject({ firstname: 'Łucja', lastname: 'Nowak-Øster', placeOfBirth: 'Kraków' });
  });

  it('takes a name or place of birth of spaces only for none: required, on its field', () => {
    const parsed = zKycDataDto.safeParse(toKycBody(filled({ firstname: '   ', lastname: '\t', placeOfBirth: '   ', document: { ...emptyKycValues().document!, number: 'P1' } }), 'NaturalPerson'));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['firstname', 'lastname', 'placeOfBirth']);
  });

  it('leaves blanks out, sends the date as a date-time, and passes the contract', () => {
    const body = toKycBody(filled({ document: { ...emptyKycValues().document!, number: 'P1' } }), 'NaturalPerson');
    expect(body.dateOfBirth).toBe('1979-06-01T00:00:00Z');
    expect(body.title).toBeUndefined();
    expect(body.company).toBeUndefined();
    expect(body.custodianLegalPerson).toBeUndefined();
    expect(body.emoney).toBeUndefined();
    expect(zKycDataDto.safeParse(body).success).toBe(true);
    expect(kycRuleIssues(body, 'NaturalPerson')).toEqual([]);
  });

  it('sends a share typed with a decimal comma with a point, as the hint writes it ("25,5" as "25.5")', () => {
    const values = filled();
    values.custodianLegalPerson!.related = [{ sharePercentage: ' 25,5 ', naturalPerson: { firstName: 'Anna' } }, { sharePercentage: '12.5', naturalPerson: { firstName: 'Ben' } }];
    values.emoney!.corporate!.finalBeneficiaries = [{ firstname: 'Anna', lastname: 'A', nationality: 'AT' as never, birthDay: '1980-01-01', ownershipPercentage: '30,25' }];
    const body = toKycBody(values, 'LegalEntity');
    expect(body.custodianLegalPerson?.related?.map((r) => r.sharePercentage)).toEqual(['25.5', '12.5']);
    expect(body.emoney?.corporate?.finalBeneficiaries?.[0].ownershipPercentage).toBe('30.25');
  });

  it('sends an IBAN without the spaces it was typed with and an LEI in capitals, as they were checked', () => {
    const values = filled({ document: { ...emptyKycValues().document!, number: 'P1', iban: ' de89 3704 0044 0532 0130 00 ' } });
    const withLei = { ...values, custodianLegalPerson: { ...values.custodianLegalPerson!, name: 'Donau Kapital AG', leiCode: ' 7ltwfzyicnsx8d621k86 ' } };
    const body = toKycBody(withLei, 'NaturalPerson');
    expect(body.document?.iban).toBe('DE89370400440532013000');
    expect(body.custodianLegalPerson?.leiCode).toBe('7LTWFZYICNSX8D621K86');
    expect(kycRuleIssues(body, 'NaturalPerson')).toEqual([]);
  });

  it('drops an untouched document for In_person only; otherwise the missing number is the error', () => {
    expect(toKycBody(filled({ custodianIdentVerifiedType: 'In_person' }), 'NaturalPerson').document).toBeUndefined();
    const body = toKycBody(filled(), 'NaturalPerson');
    expect(body.document).toEqual({ type: 'Id_card' });
    const parsed = zKycDataDto.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['document.number']);
  });

  it('marks the document number required exactly when the document would be sent (In_person)', () => {
    const inPerson = (document: Partial<NonNullable<KycFormValues['document']>>) =>
      filled({ custodianIdentVerifiedType: 'In_person', document: { ...emptyKycValues().document!, ...document } });
    for (const document of [{}, { issuedBy: 'Stadt Köln' }, { issuedBy: ' ' }, { number: 'P1' }]) {
      const values = inPerson(document);
      // What the number's input asks for (the number itself aside) and what the body carries agree.
      expect(documentGiven(values.document, ['number']) || Boolean(document.number)).toBe(toKycBody(values, 'NaturalPerson').document !== undefined);
    }
    expect(documentGiven({ type: 'Passport' })).toBe(false);
    expect(documentGiven({ type: 'Passport', issuedBy: ' ' })).toBe(true);
  });

  it('keeps the company and repeated rows of a legal entity', () => {
    const values = filled({ company: { name: 'Donau Kapital AG' } });
    values.custodianLegalPerson!.related = [{ sharePercentage: '60', naturalPerson: { firstName: 'Anna' } }];
    const body = toKycBody(values, 'LegalEntity');
    expect(body.company).toEqual({ name: 'Donau Kapital AG' });
    expect(body.custodianLegalPerson?.related).toEqual([{ sharePercentage: '60', naturalPerson: { firstName: 'Anna' } }]);
  });
});

describe('prefill', () => {
  it('takes the customer record when there is no KYC yet', () => {
    const values = prefillKyc(customer, null);
    expect(values).toMatchObject({ firstname: 'Karl', email: 'k@example.com', dateOfBirth: '1970-01-15', company: { name: 'Donau Kapital AG' } });
    expect(values.address).toMatchObject({ town: 'Linz', countryCodeIso2: 'AT', street: '' });
  });

  it('takes the latest KYC save, rows filled up with blanks', () => {
    const latest = toKycBody(filled({ placeOfBirth: 'Linz' }), 'LegalEntity');
    latest.custodianLegalPerson = { related: [{ sharePercentage: '10' }] };
    const values = prefillKyc(customer, latest);
    expect(values.placeOfBirth).toBe('Linz');
    expect(values.dateOfBirth).toBe('1979-06-01');
    expect(values.custodianLegalPerson?.related?.[0]).toMatchObject({ sharePercentage: '10', position: '', naturalPerson: { firstName: '' } });
  });
});

describe('the resolver the forms use', () => {
  it('puts schema errors and cross-field rules on the form paths', async () => {
    const resolver = contractResolver(zKycDataDto, (v: KycFormValues) => toKycBody(v, 'NaturalPerson'), (body) =>
      kycRuleIssues(body, 'NaturalPerson').map((i) => ({ path: i.field, message: i.rule })),
    );
    const values = filled({ firstname: 'J'.repeat(65), eulaAgreed: false });
    values.document = { ...values.document!, number: 'P1', iban: 'DE00 1234' };
    const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    const errors = result.errors as Record<string, unknown> & { document?: { iban?: { message: string } }; eulaAgreed?: { message: string } };
    expect(errors.firstname).toBeDefined();
    expect(errors.eulaAgreed?.message).toBe('mustBeTrue');
    expect(errors.document?.iban?.message).toBe('iban');
    const ok = await resolver(filled({ custodianIdentVerifiedType: 'In_person' }), undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(ok.errors).toEqual({});
  });
});

describe('the identity document’s dates', () => {
  const today = '2026-11-27';
  it('asks for a correction when the document is valid until a day before it was issued', () => {
    expect(kycDateIssues({ document: { type: 'Passport', number: 'X1', issueDate: '2024-05-03', validUntil: '2024-03-05' } }, today)).toEqual([
      { path: 'document.validUntil', rule: 'validUntilBeforeIssue' },
    ]);
  });
  it('asks for a correction of a date of birth after today in any row: a related person, a representative, a beneficiary, a director', () => {
    const row = (birthDay: string) => ({ firstname: 'Anna', lastname: 'Ort', birthDay });
    expect(
      kycDateIssues(
        {
          custodianLegalPerson: { related: [{ naturalPerson: { firstName: 'Ida', birthDate: '1980-01-01' } }, { naturalPerson: { firstName: 'Jan', birthDate: '2099-01-01' } }] },
          emoney: { corporate: { representatives: [row('2099-02-03')], finalBeneficiaries: [row('1975-05-05'), row('2030-01-01')], directors: [row(today)] } },
        } as Parameters<typeof kycDateIssues>[0],
        today,
      ),
    ).toEqual([
      { path: 'custodianLegalPerson.related.1.naturalPerson.birthDate', rule: 'bornInFuture' },
      { path: 'emoney.corporate.representatives.0.birthDay', rule: 'bornInFuture' },
      { path: 'emoney.corporate.finalBeneficiaries.1.birthDay', rule: 'bornInFuture' },
    ]);
  });
  it('asks for a correction of an issue date after today', () => {
    expect(kycDateIssues({ document: { type: 'Passport', number: 'X1', issueDate: '2026-11-28' } }, today)).toEqual([{ path: 'document.issueDate', rule: 'issuedInFuture' }]);
  });
  it('accepts a document issued today, one valid for a single day, and one without dates', () => {
    expect(kycDateIssues({ document: { type: 'Passport', number: 'X1', issueDate: today, validUntil: today } }, today)).toEqual([]);
    expect(kycDateIssues({ document: { type: 'Passport', number: 'X1' } }, today)).toEqual([]);
    expect(kycDateIssues({}, today)).toEqual([]);
  });
  it('names today as the date inputs hold it, in the local time zone', () => {
    expect(calendarDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
