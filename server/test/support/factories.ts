import { randomBytes, randomUUID } from 'node:crypto';
import type {
  CreateCustomerDto,
  CreateProjectDto,
  InitializeTokenizedAssetDto,
  KycDataDto,
  PartnerLegalPersonDto,
  PartnerNaturalPersonDto,
} from '../../../src/api/generated/types.gen';

/**
 * The one set of contract-shaped test data for the service's tests (domain, integration, platform, fuzz). Every
 * factory returns a body the contract accepts, typed by the generated contract types, with unique values where the
 * service requires them (unit names, e-mails); `overrides` change what a test is about. A test that asserts on a
 * value reads it from the body it sent (or passes it as an override), never from a copy of this file.
 */

export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** A short tag unique across the test run (parallel files share a PostgreSQL server, e-mails are unique globally). */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}

export function uniqueEmail(prefix = 'investor'): string {
  return `${prefix}.${uniqueTag()}@example.com`;
}

export function projectBody(overrides: Partial<CreateProjectDto> = {}): CreateProjectDto {
  return { name: `Project ${uniqueTag()}`, description: 'A test project', ...overrides };
}

/** A bond: no share-token fields. Give `projectId` where the asset must belong to a project. */
export function bondBody(overrides: Partial<InitializeTokenizedAssetDto> = {}): InitializeTokenizedAssetDto {
  const tag = uniqueTag().slice(-8).toUpperCase();
  return {
    name: `Green Bond ${tag}`,
    unitName: `GB${tag}`,
    totalSupply: 1_000_000,
    decimals: 2,
    enableFreeze: true,
    enableClawback: false,
    url: 'https://issuer.example.com/bond',
    issuingMemo: 'Initial issue',
    distributorWalletId: randomUUID(),
    agentWalletId: null,
    claimIssuerWalletId: randomUUID(),
    isFungible: true,
    isin: 'DE000A1B2C3D',
    isRegulatedSecurity: true,
    hasAIPSupport: false,
    customAttributes: { series: 'A', note: null },
    isManuallyCreated: false,
    firstCouponDate: '2027-01-15T00:00:00.000Z',
    interestPaymentPeriod: 12,
    numberOfPayments: 5,
    price: '100.00',
    nominalAmountPerToken: '1000',
    issuerName: 'Example Issuer AG',
    interestRate: '3.25',
    duration: '5y',
    companyConsent: '1',
    mixedRecordKeeping: '0',
    ...overrides,
  };
}

/** A share: all four share-token fields. */
export function shareBody(overrides: Partial<InitializeTokenizedAssetDto> = {}): InitializeTokenizedAssetDto {
  const tag = uniqueTag().slice(-8).toUpperCase();
  return {
    name: `Ordinary Share ${tag}`,
    unitName: `SH${tag}`,
    totalSupply: 50_000,
    decimals: 0,
    isin: 'DE000SHARE01',
    issuerName: 'Example Holding GmbH',
    shareClass: 'A',
    votingRights: 'One vote per share',
    parValue: true,
    votingRight: true,
    ...overrides,
  };
}

export function customerBody(overrides: Partial<CreateCustomerDto> = {}): CreateCustomerDto {
  return {
    salutation: 'Ms',
    title: 'Dr.',
    firstname: 'Jördis',
    lastname: `Müller-${uniqueTag()}`,
    birthDate: '1985-04-12T00:00:00.000Z',
    phoneNumber: '+49 30 1234567',
    type: 'NaturalPerson',
    street: 'Hauptstraße',
    streetNo: '5a',
    postalCode: '10115',
    town: 'Berlin',
    countryIso: 'DE',
    nationalityIso: 'DE',
    gender: 'Female',
    custodyProvider: 'Custodian',
    email: uniqueEmail(),
    ...overrides,
  };
}

export function companyCustomerBody(overrides: Partial<CreateCustomerDto> = {}): CreateCustomerDto {
  return customerBody({
    type: 'LegalEntity',
    firstname: 'Karl',
    lastname: `Vertreter-${uniqueTag()}`,
    company: { name: `Beispiel GmbH ${uniqueTag()}`, registerNumber: 'HRB 12345', fullAddress: 'Hauptstraße 1, 10115 Berlin', email: 'info@beispiel.example' },
    ...overrides,
  });
}

export function kycBody(overrides: Partial<KycDataDto> = {}): KycDataDto {
  return {
    title: 'Dr.',
    salutation: 'Ms',
    firstname: 'Jördis',
    lastname: 'Müller',
    placeOfBirth: 'Köln',
    dateOfBirth: '1985-04-12T00:00:00.000Z',
    email: 'joerdis.mueller@example.com',
    phoneNumber: '+49 30 1234567',
    taxId: 'DE123456789',
    nonPepPerson: true,
    highCorruptionIndex: false,
    nonSanctionedCountry: true,
    nonUsTaxPerson: true,
    identVerified: true,
    identVerifiedType: 'Normal',
    custodianIdentVerifiedType: 'Video_ident',
    eulaAgreed: true,
    address: { street: 'Hauptstraße', streetNo: '5a', postalCode: '10115', town: 'Berlin', countryCodeIso2: 'DE' },
    nationalityIso: 'DE',
    gender: 'Female',
    custodyProvider: 'Custodian',
    document: {
      type: 'Id_card',
      number: 'L01X00T47',
      nationality: 'DE',
      country: 'DE',
      issuedBy: 'Stadt Berlin',
      issueDate: '2020-01-02',
      validUntil: '2030-01-01',
    },
    ...overrides,
  };
}

export function partnerNaturalPerson(customerId: string, overrides: Partial<PartnerNaturalPersonDto> = {}): PartnerNaturalPersonDto {
  return {
    customerId,
    birthPlace: 'Köln',
    precheckPep: false,
    birthCountry: 'DE',
    verification: { verificationMethod: 'Video_ident', approveTime: '2024-01-02T10:00:00Z', vendor: 'IdentCo' },
    idDocument: { docType: 'Id_card', issueCountry: 'DE', documentNumber: 'L01X00T47', issueDate: '2020-01-02', expireDate: '2030-01-01' },
    compliance: { pep: false, sanction: false, pepListNames: [], sanctionListNames: [] },
    customFields: [{ name: 'source', value: 'integration-test' }],
    ...overrides,
  };
}

export function partnerLegalPerson(companyId: string, overrides: Partial<PartnerLegalPersonDto> = {}): PartnerLegalPersonDto {
  return {
    companyId,
    precheckPep: false,
    companyName: 'Beispiel GmbH',
    legalForm: 'GmbH',
    registryNumber: 'HRB 12345',
    registryCourt: 'Amtsgericht Charlottenburg',
    street: 'Hauptstraße',
    streetNo: '1',
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
    subPersons: [{ role: 1, person: { firstname: 'Karl', lastname: 'Vertreter', email: 'karl@beispiel.example' } }],
    ...overrides,
  };
}
