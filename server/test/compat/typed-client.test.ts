import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomerDetailsDto,
  KycRecordDto,
  PartnerKycResultDto,
  ProjectDto,
  TokenizedAssetDetailsDto,
  TokenizedAssetDto,
  TokenizedAssetInitializedDto,
  TxDtoPaginatedListResponse,
} from '../../../src/api/generated/types.gen';
import { paths } from '../integration/support/api-steps';
import { expectInvalid, expectMissing, expectOk } from '../integration/support/expect-envelope';
import { useService } from '../integration/support/service';
import { kycBody } from '../support/factories';
import { NIL_UUID, typedClientBody } from './typed-client-body';

/**
 * Every operation that takes a body, called the way a client generated from the service's description by .NET
 * tooling calls it: every property present, null for what the caller left unset, false for unset booleans, the
 * all-zero UUID for unset ids, date-times without offset. Each answer is checked against the contract by the client
 * (useService), and each test reads back what a client would notice.
 */
const ctx = useService();
let at: ReturnType<typeof paths>;
let tag = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(tag += 1).toString(36)}`.toUpperCase();

beforeAll(() => {
  at = paths(ctx.a.institutionId);
});

async function createProject(): Promise<string> {
  return expectOk(await ctx.a.api.call<string>('POST', at.projects, typedClientBody('CreateProjectDto', { name: unique('Compat ') })));
}

async function assetDetails(id: string): Promise<TokenizedAssetDetailsDto> {
  return expectOk(await ctx.a.api.call<TokenizedAssetDetailsDto>('GET', at.asset(id)));
}

function bond(given: Record<string, unknown> = {}) {
  return typedClientBody('InitializeTokenizedAssetDto', {
    name: 'Compat Bond',
    unitName: unique('CB'),
    totalSupply: 1000,
    decimals: 2,
    isin: 'DE000A1B2C3D',
    issuerName: 'Compat Issuer AG',
    firstCouponDate: '2027-01-15T00:00:00',
    credentials: {},
    ...given,
  });
}

async function initialize(body: Record<string, unknown>): Promise<string> {
  return expectOk(await ctx.a.api.call<TokenizedAssetInitializedDto>('POST', at.assets, body)).id;
}

async function createCustomer(given: Record<string, unknown> = {}): Promise<string> {
  const body = typedClientBody('CreateCustomerDto', { firstname: 'Erika', lastname: 'Mustermann', email: `${unique('c')}@example.com`.toLowerCase(), ...given });
  return expectOk(await ctx.a.api.call<string>('POST', at.customers, body));
}

/** Only identity-verified customers are sent to the partner (interface §4.2): a KYC save declaring it comes first. */
async function verifyIdentity(customerId: string, companyName?: string): Promise<void> {
  await ctx.a.steps.saveKyc(customerId, kycBody(companyName ? { company: { name: companyName } } : {}));
}

describe('Projects, as a typed client sends them', () => {
  it('CreateProject and UpdateProject take every property, null description included', async () => {
    const name = unique('Typed ');
    const body = typedClientBody('CreateProjectDto', { name });
    expect(body).toEqual({ name, description: null });
    const id = expectOk(await ctx.a.api.call<string>('POST', at.projects, body));

    const renamed = unique('Renamed ');
    const update = typedClientBody('UpdateProjectDto', { id, name: renamed });
    expect(expectOk(await ctx.a.api.call<boolean>('PUT', at.projects, update))).toBe(true);
    const stored = expectOk(await ctx.a.api.call<ProjectDto[]>('GET', at.projects)).find((p) => p.id === id);
    expect(stored).toMatchObject({ name: renamed, description: null });
  });

  it('UpdateProject still refuses the all-zero id: it is the required id of the project', async () => {
    expectInvalid(await ctx.a.api.call('PUT', at.projects, typedClientBody('UpdateProjectDto', { id: NIL_UUID, name: 'x' })), 'id');
  });
});

describe('InitializeTokenizedAssetCreation, as a typed client sends it', () => {
  it('a bond with false share booleans, an all-zero distributor wallet and an offset-less coupon date stays a bond', async () => {
    const projectId = await createProject();
    const body = bond({ projectId });
    expect(body).toMatchObject({ distributorWalletId: NIL_UUID, parValue: false, votingRight: false, shareClass: null, agentWalletId: null });
    const asset = (await assetDetails(await initialize(body))).asset;
    expect(asset).toMatchObject({
      kind: 'Bond',
      projectId,
      distributorWalletId: null,
      agentWalletId: null,
      shareClass: null,
      votingRights: null,
      parValue: null,
      votingRight: null,
      enableFreeze: false,
      customAttributes: null,
      // Read as UTC.
      firstCouponDate: '2027-01-15T00:00:00.000Z',
    });
  });

  it('an all-zero projectId is an asset outside any project', async () => {
    const asset = (await assetDetails(await initialize(bond()))).asset;
    expect(asset.projectId).toBeNull();
  });

  it('a share is one with shareClass or votingRights; false booleans are its values', async () => {
    const body = bond({ shareClass: 'A', votingRights: 'One vote per share', votingRight: true });
    const asset = (await assetDetails(await initialize(body))).asset;
    expect(asset).toMatchObject({ kind: 'Share', shareClass: 'A', votingRights: 'One vote per share', parValue: false, votingRight: true });
  });

  it('a partial share is still refused on the missing field', async () => {
    expectMissing(await ctx.a.api.call('POST', at.assets, bond({ votingRights: 'One vote per share' })), 'shareClass');
    expectMissing(await ctx.a.api.call('POST', at.assets, bond({ shareClass: 'B' })), 'votingRights');
  });

  it('unknown properties stay refused here, as the interface says (2.2 and its credentials)', async () => {
    expectInvalid(await ctx.a.api.call('POST', at.assets, { ...bond(), ticker: 'X' }), 'ticker');
    expectInvalid(await ctx.a.api.call('POST', at.assets, bond({ credentials: { pin: '1' } })), 'credentials.pin');
  });
});

describe('FinalizeTokenizedAsset and CreateMintTokenRequest, as a typed client sends them', () => {
  it('finalizes with the flat credentials object and with the wrapped form of the earlier contract', async () => {
    const flat = typedClientBody('SimpleAccessCredentialsDto', { passphrase: 'correct horse battery staple' });
    expect(flat).toEqual({ passphrase: 'correct horse battery staple' });
    const first = await initialize(bond());
    expect(expectOk(await ctx.a.api.call<TokenizedAssetDto>('PUT', at.asset(first), flat)).status).toBe('Finalized');

    const wrapped = typedClientBody('WrappedSimpleAccessCredentialsDto', { credentials: { passphrase: 'correct horse battery staple' } });
    const second = await initialize(bond());
    expect(expectOk(await ctx.a.api.call<TokenizedAssetDto>('PUT', at.asset(second), wrapped))).toMatchObject({ status: 'Finalized', kind: 'Bond' });
  });

  it('mints with a null memo', async () => {
    const assetId = await initialize(bond());
    expectOk(await ctx.a.api.call('PUT', at.asset(assetId), { passphrase: 'correct horse battery staple' }));
    const body = typedClientBody('CreateMintTokenRequestDto', { tokenizedAssetId: assetId, amount: 10, receiverWalletAddress: 'WALLET1' });
    expect(body.memo).toBeNull();
    expect(expectOk(await ctx.a.api.call<boolean>('POST', at.mint, body))).toBe(true);
  });
});

describe('QueryTransactions, as a typed client sends it', () => {
  it('null filters filter nothing and an offset-less createdFrom is read as UTC', async () => {
    const projectId = await createProject();
    const assetId = await initialize(bond({ projectId }));
    expectOk(await ctx.a.api.call('PUT', at.asset(assetId), { passphrase: 'correct horse battery staple' }));
    const body = typedClientBody('TransactionQueryDto', { take: 25, skip: 0, projectId, createdFrom: '2000-01-01T00:00:00' });
    expect(body).toMatchObject({ institutionId: null, txId: null, sortPath: null, txStatus: null, tokenizedAssetId: null, createdTo: null });
    const page = expectOk(await ctx.a.api.call<TxDtoPaginatedListResponse>('POST', at.transactions, body));
    expect(page.result.map((t) => [t.tokenizedAssetId, t.txAction])).toContainEqual([assetId, 'IssueAsset']);

    const future = typedClientBody('TransactionQueryDto', { take: 25, skip: 0, projectId, createdFrom: '2999-01-01T00:00:00' });
    expect(expectOk(await ctx.a.api.call<TxDtoPaginatedListResponse>('POST', at.transactions, future)).count).toBe(0);
  });

  it('still refuses the all-zero institutionId (interface §7)', async () => {
    const body = typedClientBody('TransactionQueryDto', { take: 25, skip: 0, institutionId: NIL_UUID });
    expectInvalid(await ctx.a.api.call('POST', at.transactions, body), 'institutionId');
  });
});

describe('CreateCustomer, as a typed client sends it', () => {
  it('all-zero ids are unset, null objects are absent, an offset-less birth date is UTC', async () => {
    const email = `${unique('erika')}@example.com`.toLowerCase();
    const body = typedClientBody('CreateCustomerDto', {
      firstname: 'Erika',
      lastname: 'Mustermann',
      email,
      type: 'NaturalPerson',
      birthDate: '1980-04-12T00:00:00',
      countryIso: 'DE',
    });
    expect(body).toMatchObject({ id: NIL_UUID, providerACustomerId: NIL_UUID, company: null, emoney: null, custodianLegalPerson: null, salutation: null });
    const id = expectOk(await ctx.a.api.call<string>('POST', at.customers, body));
    expect(id).not.toBe(NIL_UUID);
    const { customer } = expectOk(await ctx.a.api.call<CustomerDetailsDto>('GET', at.customer(id)));
    expect(customer.profile).toEqual({
      id,
      firstname: 'Erika',
      lastname: 'Mustermann',
      email,
      type: 'NaturalPerson',
      birthDate: '1980-04-12T00:00:00.000Z',
      countryIso: 'DE',
    });
  });

  it('a customer without a type is Unknown', async () => {
    const { type: _type, ...withoutType } = typedClientBody('CreateCustomerDto', { firstname: 'Max', lastname: 'Muster', email: `${unique('max')}@example.com`.toLowerCase() });
    const id = expectOk(await ctx.a.api.call<string>('POST', at.customers, withoutType));
    expect(expectOk(await ctx.a.api.call<CustomerDetailsDto>('GET', at.customer(id))).customer.profile.type).toBe('Unknown');
  });

  it('nested custodian objects: an all-zero entityId is unset, a null person is absent', async () => {
    const body = typedClientBody('CreateCustomerDto', {
      firstname: 'Firma',
      lastname: 'Vertreter',
      email: `${unique('firma')}@example.com`.toLowerCase(),
      type: 'LegalEntity',
      company: { name: 'Compat GmbH' },
      custodianLegalPerson: { name: 'Compat GmbH', related: [{ position: 'Director', sharePercentage: '50' }] },
    });
    const related = (body.custodianLegalPerson as { related: Record<string, unknown>[] }).related[0];
    expect(related).toMatchObject({ entityId: NIL_UUID, naturalPerson: null, legalPerson: null, isUltimateBeneficialOwner: false });
    const id = expectOk(await ctx.a.api.call<string>('POST', at.customers, body));
    const { profile } = expectOk(await ctx.a.api.call<CustomerDetailsDto>('GET', at.customer(id))).customer;
    expect(profile.company).toEqual({ name: 'Compat GmbH', registerNumber: null, fullAddress: null, email: null });
    expect(profile.custodianLegalPerson?.related).toEqual([
      { position: 'Director', sharePercentage: '50', isFictitiousBeneficialOwner: false, isUltimateBeneficialOwner: false },
    ]);
  });
});

describe('SaveCustomerKyc, as a typed client sends it', () => {
  it('null company, emoney and custodian objects are absent; an offset-less date of birth is UTC', async () => {
    const customerId = await createCustomer({ type: 'NaturalPerson' });
    const body = typedClientBody('KycDataDto', {
      firstname: 'Erika',
      lastname: 'Mustermann',
      placeOfBirth: 'Köln',
      dateOfBirth: '1980-04-12T00:00:00',
      email: 'erika@example.com',
      nonPepPerson: true,
      nonSanctionedCountry: true,
      nonUsTaxPerson: true,
      identVerified: true,
      eulaAgreed: true,
      identVerifiedType: 'Normal',
      custodianIdentVerifiedType: 'Id_copy',
      address: { street: 'Hauptstraße', streetNo: '5', postalCode: '50667', town: 'Köln', countryCodeIso2: 'DE' },
      document: { type: 'Id_card', number: 'L01X00T47', validUntil: '2031-01-31' },
    });
    expect(body).toMatchObject({ company: null, emoney: null, custodianLegalPerson: null, nationalityIso: null, highCorruptionIndex: false });
    expect(expectOk(await ctx.a.api.call<boolean>('POST', at.kyc(customerId), body))).toBe(true);
    const [latest] = expectOk(await ctx.a.api.call<KycRecordDto[]>('GET', at.kyc(customerId)));
    expect(latest.data).toMatchObject({ dateOfBirth: '1980-04-12T00:00:00Z', nationalityIso: null, highCorruptionIndex: false });
    expect(latest.data).not.toHaveProperty('company');
    expect(latest.data).not.toHaveProperty('emoney');
    expect(latest.data.document).toEqual({ type: 'Id_card', number: 'L01X00T47', validUntil: '2031-01-31' });
  });
});

describe('SendKycToPartner and SendCompanyKycToPartner, as a typed client sends them', () => {
  it('a natural person with legalPerson null', async () => {
    const customerId = await createCustomer({ type: 'NaturalPerson' });
    await verifyIdentity(customerId);
    const body = {
      naturalPerson: typedClientBody('PartnerNaturalPersonDto', { customerId, birthPlace: 'Köln', compliance: { pep: false, sanction: false } }),
      legalPerson: null,
    };
    expect(body.naturalPerson).toMatchObject({ precheckPep: false, verification: null, attachments: null });
    const result = expectOk(await ctx.a.api.call<PartnerKycResultDto>('POST', at.partner, body));
    expect(result.naturalPerson?.status).toBe('Received');
    expect(result.legalPerson).toBeNull();
    expect(expectOk(await ctx.a.api.call<CustomerDetailsDto>('GET', at.customer(customerId))).partnerSubmissionCount).toBe(1);
  });

  it('a company whose sub-person has an all-zero customerId', async () => {
    const companyId = await createCustomer({ type: 'LegalEntity', company: { name: 'Partner GmbH' } });
    await verifyIdentity(companyId, 'Partner GmbH');
    const legalPerson = typedClientBody('PartnerLegalPersonDto', {
      companyId,
      companyName: 'Partner GmbH',
      subPersons: [{ role: 1, person: { firstname: 'Dora', lastname: 'Direktor' } }],
    });
    const person = (legalPerson.subPersons as { person: Record<string, unknown> }[])[0].person;
    expect(person).toMatchObject({ customerId: NIL_UUID, precheckPep: false, idDocument: null });
    const viaCompany = expectOk(
      await ctx.a.api.call<PartnerKycResultDto>('POST', at.companyPartner(companyId), typedClientBody('PartnerCompanyKycDto', { legalPerson })),
    );
    expect(viaCompany.legalPerson?.status).toBe('Received');
    const viaPartner = expectOk(await ctx.a.api.call<PartnerKycResultDto>('POST', at.partner, { naturalPerson: null, legalPerson }));
    expect(viaPartner).toMatchObject({ naturalPerson: null, legalPerson: { status: 'Received' } });
  });

  it('still refuses the all-zero id where it is required', async () => {
    const body = { naturalPerson: typedClientBody('PartnerNaturalPersonDto', { customerId: NIL_UUID }), legalPerson: null };
    expectInvalid(await ctx.a.api.call('POST', at.partner, body), 'naturalPerson.customerId');
  });
});

describe('Path parameters', () => {
  it('still refuse the all-zero id', async () => {
    expectInvalid(await ctx.a.api.call('GET', at.asset(NIL_UUID)), 'tokenized-asset-id');
    expectInvalid(await ctx.a.api.call('PUT', at.asset(NIL_UUID), { passphrase: 'correct horse battery staple' }), 'tokenized-asset-id');
  });
});
