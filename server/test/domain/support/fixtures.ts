import type { CreateCustomerDto, InitializeTokenizedAssetDto, KycDataDto } from '../../../src/services/api-types';
import type { Services } from '../../../src/services/index';

let counter = 0;

export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.de`;
}

export function bondInput(projectId: string, unitName: string): InitializeTokenizedAssetDto {
  return {
    projectId,
    name: `Bond ${unitName}`,
    unitName,
    isin: `DE000${unitName.padEnd(7, '0').slice(0, 7)}`,
    issuerName: 'Testbank AG',
    totalSupply: 10_000,
    decimals: 0,
    nominalAmountPerToken: '100.00',
    interestRate: '3.0',
    firstCouponDate: '2027-06-30T00:00:00.000Z',
    interestPaymentPeriod: 12,
    numberOfPayments: 5,
    distributorWalletId: '5b1d8f3e-2a4c-4e6f-8a1b-3c5d7e9f1a2b',
  };
}

export function shareInput(projectId: string, unitName: string): InitializeTokenizedAssetDto {
  return {
    projectId,
    name: `Share ${unitName}`,
    unitName,
    isin: `AT000${unitName.padEnd(7, '0').slice(0, 7)}`,
    issuerName: 'Alpen AG',
    totalSupply: 1_000,
    shareClass: 'A',
    votingRights: 'One vote per share',
    parValue: false,
    votingRight: true,
    companyConsent: '1',
  };
}

export function customerInput(overrides: Partial<CreateCustomerDto> = {}): CreateCustomerDto {
  return {
    firstname: 'Anna',
    lastname: 'Müller',
    email: uniqueEmail('anna'),
    type: 'NaturalPerson',
    countryIso: 'DE',
    ...overrides,
  };
}

export function kycInput(overrides: Partial<KycDataDto> = {}): KycDataDto {
  return {
    firstname: 'Anna',
    lastname: 'Müller',
    placeOfBirth: 'München',
    dateOfBirth: '1985-04-12T00:00:00.000Z',
    email: 'anna@example.de',
    nonPepPerson: true,
    highCorruptionIndex: false,
    nonSanctionedCountry: true,
    nonUsTaxPerson: true,
    identVerified: true,
    eulaAgreed: true,
    custodianIdentVerifiedType: 'Video_ident',
    address: { street: 'Hauptstraße', streetNo: '1', postalCode: '80331', town: 'München', countryCodeIso2: 'DE' },
    document: { type: 'Id_card', number: 'L01X00T47' },
    ...overrides,
  };
}

/** A project with one finalized bond; returns ids. */
export async function projectWithFinalizedBond(services: Services, institutionId: string, unitName: string) {
  const projectId = await services.projects.create(institutionId, { name: `Project ${unitName}` });
  const { id } = await services.tokenizedAssets.initialize(institutionId, bondInput(projectId, unitName));
  await services.assetIssuance.finalize(institutionId, id, 'correct horse battery staple');
  return { projectId, assetId: id };
}
