import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { KycRecordDto, PartnerInvestmentSurveyDto, PartnerKycResultDto, PartnerSubmissionRecordListDto } from '../../../src/api/generated/types.gen';
import { assertResponseMatchesContract, ContractViolation } from '../helpers/contract-client';
import { cachedContract } from '../helpers/contract-cache';
import { expectInvalid, expectMissing, expectNotFound, expectOk } from './support/expect-envelope';
import { companyCustomerBody, customerBody, kycBody, partnerLegalPerson, partnerNaturalPerson } from '../support/factories';
import { NIL_UUID, useService } from './support/service';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, MAX_SUBMISSION_ATTACHMENT_BYTES, PARTNER_KYC_BODY_LIMIT } from '../../../src/shared/kyc/partner-attachment-limits';

const ctx = useService();
const CUSTOMERS = '/api/external/v1/customers';
const kycPath = (id: string) => `${CUSTOMERS}/${id}/kyc`;
const PARTNER = `${CUSTOMERS}/kyc-partner`;
const companyPartnerPath = (id: string) => `${CUSTOMERS}/${id}/kyc-partner/company`;
const submissionsPath = (id: string, page = '') => `${CUSTOMERS}/${id}/kyc-partner${page}`;
/** The first page (25) of the customer's submissions, newest first. */
const submissionsOf = async (api: typeof ctx.a.api, id: string) => expectOk(await api.call<PartnerSubmissionRecordListDto>('GET', submissionsPath(id))).result;

describe('SaveCustomerKyc and ListCustomerKyc', () => {
  it('keeps a history: two saves are two records, newest first, and the customer shows the latest', async () => {
    const { steps, api } = ctx.a;
    const id = await steps.createCustomer();
    const first = kycBody({ placeOfBirth: 'Köln' });
    const second = kycBody({ placeOfBirth: 'Düsseldorf', custodianIdentVerifiedType: 'In_person', document: undefined });
    delete second.document;
    await steps.saveKyc(id, first);
    await steps.saveKyc(id, second);
    const history = expectOk(await api.call<KycRecordDto[]>('GET', kycPath(id)));
    expect(history).toHaveLength(2);
    expect(history.map((r) => r.data.placeOfBirth)).toEqual(['Düsseldorf', 'Köln']);
    expect(history[0].data).toEqual(second);
    expect(history[1].data).toEqual(first);
    expect(history.every((r) => r.customerId === id)).toBe(true);
    expect(Date.parse(history[0].savedAt)).toBeGreaterThanOrEqual(Date.parse(history[1].savedAt));
    const details = await steps.getCustomer(id);
    expect(details).toMatchObject({ kycRecordCount: 2, latestKyc: { id: history[0].id } });
    expect(details.customer.kycStatus).toBe('Saved');
  });

  it('answers an empty history before the first save', async () => {
    const id = await ctx.a.steps.createCustomer();
    expect(expectOk(await ctx.a.api.call('GET', kycPath(id)))).toEqual([]);
  });

  it('requires the document unless the identity was verified in person', async () => {
    const { steps, api } = ctx.a;
    const id = await steps.createCustomer();
    const noDocument = kycBody({ custodianIdentVerifiedType: 'Video_ident' });
    delete noDocument.document;
    expectMissing(await api.call('POST', kycPath(id), noDocument), 'document');
    const noMethod = kycBody();
    delete noMethod.document;
    delete noMethod.custodianIdentVerifiedType;
    expectMissing(await api.call('POST', kycPath(id), noMethod), 'document');
    const inPerson = kycBody({ custodianIdentVerifiedType: 'In_person' });
    delete inPerson.document;
    await steps.saveKyc(id, inPerson);
    expect(expectOk(await api.call<KycRecordDto[]>('GET', kycPath(id)))).toHaveLength(1);
  });

  it('requires the company for a LegalEntity customer', async () => {
    const { steps, api } = ctx.a;
    const id = await steps.createCustomer(companyCustomerBody());
    expectMissing(await api.call('POST', kycPath(id), kycBody()), 'company');
    await steps.saveKyc(id, kycBody({ company: { name: 'Beispiel GmbH', registerNumber: 'HRB 12345' } }));
  });

  it('accepts only verified customers: identVerified, eulaAgreed and nonUsTaxPerson must be true', async () => {
    const { steps, api } = ctx.a;
    const id = await steps.createCustomer();
    for (const field of ['identVerified', 'eulaAgreed', 'nonUsTaxPerson'] as const) {
      expectInvalid(await api.call('POST', kycPath(id), kycBody({ [field]: false })), field);
    }
    expect(expectOk(await api.call('GET', kycPath(id)))).toEqual([]);
  });

  it('rejects missing required fields and bad values naming the (nested) field', async () => {
    const { steps, api } = ctx.a;
    const id = await steps.createCustomer();
    const required = ['firstname', 'lastname', 'placeOfBirth', 'dateOfBirth', 'email', 'nonPepPerson', 'highCorruptionIndex',
      'nonSanctionedCountry', 'nonUsTaxPerson', 'identVerified', 'eulaAgreed', 'address'] as const;
    for (const field of required) {
      const body: Record<string, unknown> = { ...kycBody() };
      delete body[field];
      expectMissing(await api.call('POST', kycPath(id), body), field);
    }
    const base = kycBody();
    const { town: _town, ...addressWithoutTown } = base.address;
    expectMissing(await api.call('POST', kycPath(id), { ...base, address: addressWithoutTown }), 'address.town');
    expectInvalid(await api.call('POST', kycPath(id), { ...base, address: { ...base.address, countryCodeIso2: 'Germany' } }), 'address.countryCodeIso2');
    expectMissing(await api.call('POST', kycPath(id), { ...base, document: { type: 'Passport' } }), 'document.number');
    expectInvalid(await api.call('POST', kycPath(id), { ...base, document: { ...base.document, validUntil: '01.01.2030' } }), 'document.validUntil');
    expectInvalid(await api.call('POST', kycPath(id), { ...base, title: 't'.repeat(65) }), 'title');
    expectInvalid(await api.call('POST', kycPath(id), { ...base, firstname: 'f'.repeat(65) }), 'firstname');
    expectInvalid(await api.call('POST', kycPath(id), { ...base, placeOfBirth: 'p'.repeat(101) }), 'placeOfBirth');
    expectInvalid(await api.call('POST', kycPath(id), { ...base, email: `${'e'.repeat(60)}@example.com` }), 'email');
    expectInvalid(await api.call('POST', kycPath(id), { ...base, dateOfBirth: '12.04.1985' }), 'dateOfBirth');
    expectInvalid(await api.call('POST', kycPath(id), { ...base, custodyProvider: 'providerB' }), 'custodyProvider');
    expectInvalid(await api.call('POST', kycPath(id), { ...base, nonPepPerson: 'yes' }), 'nonPepPerson');
    await steps.saveKyc(id, { ...base, title: 't'.repeat(64), firstname: 'f'.repeat(64), placeOfBirth: 'p'.repeat(100) });
  });

  it("answers 404 for unknown customers and customers of another institution, storing nothing for them", async () => {
    const { api } = ctx.a;
    expectNotFound(await api.call('POST', kycPath(randomUUID()), kycBody()));
    expectNotFound(await api.call('GET', kycPath(randomUUID())));
    const foreign = await ctx.b.steps.createCustomer();
    expectNotFound(await api.call('POST', kycPath(foreign), kycBody()));
    expectNotFound(await api.call('GET', kycPath(foreign)));
    expect(expectOk(await ctx.b.api.call('GET', kycPath(foreign)))).toEqual([]);
  });

  it('rejects malformed customer ids naming customer-id', async () => {
    expectInvalid(await ctx.a.api.call('POST', kycPath(NIL_UUID), kycBody()), 'customer-id');
    expectInvalid(await ctx.a.api.call('GET', kycPath('customer-7')), 'customer-id');
  });
});

describe('SendKycToPartner', () => {
  it('stores submissions and answers naturalPerson and legalPerson receipts', async () => {
    const { steps, api } = ctx.a;
    const person = await steps.createCustomer();
    const companyBody = companyCustomerBody();
    const company = await steps.createCustomer(companyBody);
    await steps.saveKyc(person);
    await steps.saveKyc(company, kycBody({ company: companyBody.company }));
    const both = expectOk(
      await api.call<PartnerKycResultDto>('POST', PARTNER, { naturalPerson: partnerNaturalPerson(person), legalPerson: partnerLegalPerson(company) }),
    );
    expect(both.naturalPerson).toMatchObject({ status: 'Received' });
    expect(both.legalPerson).toMatchObject({ status: 'Received' });
    expect(both.naturalPerson!.referenceId).not.toBe(both.legalPerson!.referenceId);

    const onlyNatural = expectOk(await api.call<PartnerKycResultDto>('POST', PARTNER, { naturalPerson: partnerNaturalPerson(person) }));
    expect(onlyNatural.legalPerson).toBeNull();
    expect(onlyNatural.naturalPerson?.status).toBe('Received');
    const onlyLegal = expectOk(await api.call<PartnerKycResultDto>('POST', PARTNER, { legalPerson: partnerLegalPerson(company) }));
    expect(onlyLegal.naturalPerson).toBeNull();

    const personDetails = await steps.getCustomer(person);
    expect(personDetails.partnerSubmissionCount).toBe(2);
    expect(personDetails.customer.kycStatus).toBe('SentToPartner');
    expect((await steps.getCustomer(company)).partnerSubmissionCount).toBe(2);
  });

  it('needs at least one person and validates them naming the field', async () => {
    const { steps, api } = ctx.a;
    const person = await steps.createCustomer();
    expectInvalid(await api.call('POST', PARTNER, {}), 'body');
    expectMissing(await api.call('POST', PARTNER, { naturalPerson: { birthPlace: 'Köln' } }), 'naturalPerson.customerId');
    expectMissing(await api.call('POST', PARTNER, { legalPerson: { companyName: 'X' } }), 'legalPerson.companyId');
    expectInvalid(await api.call('POST', PARTNER, { naturalPerson: partnerNaturalPerson(person, { precheckPep: 'no' as never }) }), 'naturalPerson.precheckPep');
    expectInvalid(
      await api.call('POST', PARTNER, { legalPerson: partnerLegalPerson(person, { subPersons: [{ role: 'director' as never, person: {} }] }) }),
      'legalPerson.subPersons.0.role',
    );
    expectInvalid(
      await api.call('POST', PARTNER, { naturalPerson: partnerNaturalPerson(person, { investmentSurvey: { investmentExperience: [{ type: 'bonds' as never, knowledge: true }] } }) }),
      'naturalPerson.investmentSurvey.investmentExperience.0.type',
    );
    expectInvalid(
      await api.call('POST', PARTNER, { naturalPerson: partnerNaturalPerson(person, { investmentSurvey: { investmentExperience: [{ type: 1.5, knowledge: true }] } }) }),
      'naturalPerson.investmentSurvey.investmentExperience.0.type',
    );
    expectInvalid(
      await api.call('POST', PARTNER, { naturalPerson: partnerNaturalPerson(person, { investmentSurvey: { investmentExperience: [{ type: 2, knowledge: 'yes' as never }] } }) }),
      'naturalPerson.investmentSurvey.investmentExperience.0.knowledge',
    );
    expectInvalid(await api.call('POST', PARTNER, { naturalPerson: partnerNaturalPerson(NIL_UUID) }), 'naturalPerson.customerId');
    expect((await steps.getCustomer(person)).partnerSubmissionCount).toBe(0);
  });

  it("answers 404 for customers that are unknown or another institution's", async () => {
    const { api } = ctx.a;
    const mine = await ctx.a.steps.createCustomer();
    const foreign = await ctx.b.steps.createCustomer();
    expectNotFound(await api.call('POST', PARTNER, { naturalPerson: partnerNaturalPerson(randomUUID()) }), 'naturalPerson.customerId');
    expectNotFound(await api.call('POST', PARTNER, { naturalPerson: partnerNaturalPerson(foreign) }), 'naturalPerson.customerId');
    expectNotFound(
      await api.call('POST', PARTNER, { naturalPerson: partnerNaturalPerson(mine), legalPerson: partnerLegalPerson(foreign) }),
      'legalPerson.companyId',
    );
    expect((await ctx.a.steps.getCustomer(mine)).partnerSubmissionCount).toBe(0);
    expect((await ctx.b.steps.getCustomer(foreign)).partnerSubmissionCount).toBe(0);
  });
});

describe('partner KYC of customers not yet verified', () => {
  it('is refused on the field naming the customer until a KYC save verifies their identity', async () => {
    const { steps, api } = ctx.a;
    const person = await steps.createCustomer();
    const company = await steps.createCustomer(companyCustomerBody());
    expectInvalid(await api.call('POST', PARTNER, { naturalPerson: partnerNaturalPerson(person) }), 'naturalPerson.customerId');
    expectInvalid(await api.call('POST', PARTNER, { legalPerson: partnerLegalPerson(company) }), 'legalPerson.companyId');
    expectInvalid(await api.call('POST', companyPartnerPath(company), { legalPerson: partnerLegalPerson(company) }), 'customer-id');
    expect((await steps.getCustomer(person)).partnerSubmissionCount).toBe(0);
    await steps.saveKyc(person);
    expect(expectOk(await api.call<PartnerKycResultDto>('POST', PARTNER, { naturalPerson: partnerNaturalPerson(person) })).naturalPerson?.status).toBe('Received');
  });
});

describe('SendCompanyKycToPartner', () => {
  it("sends the company's KYC for the customer in the path and answers the legalPerson receipt", async () => {
    const { steps, api } = ctx.a;
    const companyBody = companyCustomerBody();
    const company = await steps.createCustomer(companyBody);
    await steps.saveKyc(company, kycBody({ company: companyBody.company }));
    const res = await api.call<PartnerKycResultDto>('POST', companyPartnerPath(company), { legalPerson: partnerLegalPerson(company) });
    const result = expectOk(res);
    expect(result.naturalPerson).toBeNull();
    expect(result.legalPerson).toMatchObject({ status: 'Received' });
    expect((await steps.getCustomer(company)).partnerSubmissionCount).toBe(1);
  });

  it('validates the body naming the field', async () => {
    const { steps, api } = ctx.a;
    const company = await steps.createCustomer(companyCustomerBody());
    expectMissing(await api.call('POST', companyPartnerPath(company), {}), 'legalPerson');
    expectMissing(await api.call('POST', companyPartnerPath(company), { legalPerson: { companyName: 'X' } }), 'legalPerson.companyId');
    expectInvalid(
      await api.call('POST', companyPartnerPath(company), { legalPerson: partnerLegalPerson(company, { web: 'w'.repeat(301) }) }),
      'legalPerson.web',
    );
    expect((await steps.getCustomer(company)).partnerSubmissionCount).toBe(0);
  });

  it("answers 404 for an unknown or another institution's customer", async () => {
    const { api } = ctx.a;
    const unknown = randomUUID();
    expectNotFound(await api.call('POST', companyPartnerPath(unknown), { legalPerson: partnerLegalPerson(unknown) }));
    const foreign = await ctx.b.steps.createCustomer(companyCustomerBody());
    expectNotFound(await api.call('POST', companyPartnerPath(foreign), { legalPerson: partnerLegalPerson(foreign) }));
    expect((await ctx.b.steps.getCustomer(foreign)).partnerSubmissionCount).toBe(0);
  });

  it('rejects a companyId in the body that is not the customer in the path', async () => {
    const { steps, api } = ctx.a;
    const companyBody = companyCustomerBody();
    const company = await steps.createCustomer(companyBody);
    await steps.saveKyc(company, kycBody({ company: companyBody.company }));
    const other = await steps.createCustomer(customerBody());
    expectInvalid(await api.call('POST', companyPartnerPath(company), { legalPerson: partnerLegalPerson(other) }), 'legalPerson.companyId');
    expect((await steps.getCustomer(other)).partnerSubmissionCount).toBe(0);
  });
});

describe('attachments at the limits the partner form states', () => {
  /** A file of this many bytes as the form sends it (base64). */
  const file = (bytes: number, name = 'scan.pdf') => ({ file: name, category: 'kyc', content: Buffer.alloc(bytes, 7).toString('base64') });
  const fullSet = () => Array.from({ length: MAX_ATTACHMENTS }, (_, i) => file(MAX_ATTACHMENT_BYTES, `scan-${i}.pdf`));

  it('takes a person with every file they may carry, and refuses one file more or a file past the contract on its field', async () => {
    const { steps, api } = ctx.a;
    const person = await steps.createCustomer();
    await steps.saveKyc(person);
    // 20 files of 500 KB: a body of ~13.7 MB, over the 1 MiB every other operation takes.
    expect(expectOk(await api.call<PartnerKycResultDto>('POST', PARTNER, { naturalPerson: partnerNaturalPerson(person, { attachments: fullSet() }) })).naturalPerson?.status).toBe('Received');
    expectInvalid(await api.call('POST', PARTNER, { naturalPerson: partnerNaturalPerson(person, { attachments: [...fullSet(), file(10)] }) }), 'naturalPerson.attachments');
    expectInvalid(await api.call('POST', PARTNER, { naturalPerson: partnerNaturalPerson(person, { attachments: [{ file: 'big.pdf', content: 'A'.repeat(700_004) }] }) }), 'naturalPerson.attachments.0.content');
    expect((await steps.getCustomer(person)).partnerSubmissionCount).toBe(1);
  });

  it("takes a company's files up to the total for all its persons, and names the person whose files pass it", async () => {
    const { steps, api } = ctx.a;
    const companyBody = companyCustomerBody();
    const company = await steps.createCustomer(companyBody);
    await steps.saveKyc(company, kycBody({ company: companyBody.company }));
    // The company's 20 files, a person's 20, and a second person's file filling the total to the byte.
    const rest = MAX_SUBMISSION_ATTACHMENT_BYTES - 2 * MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES;
    const body = (last: number) => ({
      legalPerson: partnerLegalPerson(company, {
        attachments: fullSet(),
        subPersons: [
          { role: 1, person: { firstname: 'Ida', attachments: fullSet() } },
          { role: 2, person: { firstname: 'Jo', attachments: [file(last)] } },
        ],
      }),
    });
    expect(expectOk(await api.call<PartnerKycResultDto>('POST', companyPartnerPath(company), body(rest))).legalPerson?.status).toBe('Received');
    expectInvalid(await api.call('POST', companyPartnerPath(company), body(rest + 1)), 'legalPerson.subPersons.1.person.attachments');
    expectInvalid(await api.call('POST', PARTNER, body(rest + 1)), 'legalPerson.subPersons.1.person.attachments');
    expect((await steps.getCustomer(company)).partnerSubmissionCount).toBe(1);
  });

  it('answers 413 on body past the partner limit, and keeps the 1 MiB limit for operations without files', async () => {
    const { steps, api } = ctx.a;
    const person = await steps.createCustomer();
    const huge = JSON.stringify({ naturalPerson: { customerId: person, birthPlace: 'x'.repeat(PARTNER_KYC_BODY_LIMIT) } });
    const tooLarge = await api.call('POST', PARTNER, huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.errors?.[0]).toMatchObject({ code: 'InvalidInput', field: 'body', message: expect.stringContaining(String(PARTNER_KYC_BODY_LIMIT)) });
    const customer = await api.call('POST', CUSTOMERS, JSON.stringify({ ...customerBody(), town: 'x'.repeat(1024 * 1024) }), {}, { unchecked: true });
    expect(customer.status).toBe(413);
    expect(customer.body.errors?.[0]).toMatchObject({ code: 'InvalidInput', field: 'body' });
  });
});

describe('personal data in the logs', () => {
  it('names, e-mail, birth data and document numbers of customers and KYC never reach the logs', async () => {
    const { steps } = ctx.a;
    const marker = randomUUID().slice(0, 8);
    const email = `privat.${marker}@example.com`;
    const id = await steps.createCustomer(customerBody({ firstname: `Vorname${marker}`, lastname: `Nachname${marker}`, email }));
    await steps.saveKyc(
      id,
      kycBody({
        firstname: `Vorname${marker}`,
        lastname: `Nachname${marker}`,
        placeOfBirth: `Geburtsort${marker}`,
        email,
        document: { type: 'Passport', number: `DOC${marker}` },
        address: { street: `Strasse${marker}`, streetNo: '1', postalCode: '12345', town: 'Berlin', countryCodeIso2: 'DE' },
      }),
    );
    await ctx.a.api.call('POST', `${CUSTOMERS}/search`, { email });
    await ctx.a.api.call('POST', CUSTOMERS, customerBody({ email })); // 409, the e-mail is in the rejected request
    const logs = ctx.server.logs();
    expect(logs).toContain('request completed');
    const leaked = [email, `Vorname${marker}`, `Nachname${marker}`, `Geburtsort${marker}`, `DOC${marker}`, `Strasse${marker}`].filter((v) => logs.includes(v));
    expect(leaked, 'personal values found in the logs').toEqual([]);
  });
});

/** Every part of the investment survey interface 2.9 names, at the contract's bounds where it has them. */
function fullSurvey(tag: string): PartnerInvestmentSurveyDto {
  return {
    // The interface does not require a row's type: a row with knowledge only is accepted and kept as sent.
    investmentExperience: [{ type: 3, knowledge: true }, { knowledge: false }],
    investorExperience: [{ name: 'years', value: '12' }],
    customFields: [
      { name: `horizon-${tag}`, value: 'über 10 Jahre' },
      { name: 'n'.repeat(200), value: 'v'.repeat(2000) },
    ],
    modified: '2026-11-20T09:30:00',
    key: `survey-${tag}-${'k'.repeat(150)}`,
  };
}

describe('ListCustomerPartnerSubmissions', () => {
  it("reads back every submission newest first with the person's data and survey as sent", async () => {
    const { steps, api } = ctx.a;
    const person = await steps.createCustomer();
    await steps.saveKyc(person);
    expect(await submissionsOf(api, person)).toEqual([]);
    const natural = partnerNaturalPerson(person, { investmentSurvey: fullSurvey('person') });
    const first = expectOk(await api.call<PartnerKycResultDto>('POST', PARTNER, { naturalPerson: natural }));
    const second = expectOk(await api.call<PartnerKycResultDto>('POST', PARTNER, { naturalPerson: partnerNaturalPerson(person) }));
    const records = await submissionsOf(api, person);
    expect(records.map((r) => r.referenceId)).toEqual([second.naturalPerson!.referenceId, first.naturalPerson!.referenceId]);
    expect(records[1]).toMatchObject({ customerId: person, kind: 'naturalPerson', status: 'Received', receivedAt: first.naturalPerson!.receivedAt });
    expect(records[1].naturalPerson).toEqual(natural);
    expect(records[1].legalPerson).toBeUndefined();
  });

  it("keeps a company's and its sub-persons' surveys and custom fields, and a null left unset by a typed client is left out", async () => {
    const { steps, api } = ctx.a;
    const companyBody = companyCustomerBody();
    const company = await steps.createCustomer(companyBody);
    await steps.saveKyc(company, kycBody({ company: companyBody.company }));
    const legal = partnerLegalPerson(company, {
      investmentSurvey: fullSurvey('company'),
      subPersons: [
        {
          role: 2,
          person: {
            firstname: 'Łucja',
            lastname: 'Nowak-Øster',
            customFields: [{ name: 'board seat', value: 'since 2019' }],
            investmentSurvey: fullSurvey('owner'),
          },
        },
      ],
    });
    const typedRow = { type: null, knowledge: false } as never;
    const sent = { ...legal, subPersons: [{ ...legal.subPersons![0], person: { ...legal.subPersons![0].person, investmentSurvey: { ...fullSurvey('owner'), investmentExperience: [typedRow] } } }] };
    expectOk(await api.call<PartnerKycResultDto>('POST', companyPartnerPath(company), { legalPerson: sent }));
    const [record] = await submissionsOf(api, company);
    expect(record.kind).toBe('legalPerson');
    expect(record.legalPerson?.investmentSurvey).toEqual(fullSurvey('company'));
    expect(record.legalPerson?.subPersons?.[0].person?.customFields).toEqual([{ name: 'board seat', value: 'since 2019' }]);
    expect(record.legalPerson?.subPersons?.[0].person?.investmentSurvey).toEqual({ ...fullSurvey('owner'), investmentExperience: [{ knowledge: false }] });
  });

  it("refuses survey fields past the contract's bounds on the field, for the person, the company and a sub-person, storing nothing", async () => {
    const { steps, api } = ctx.a;
    const person = await steps.createCustomer();
    await steps.saveKyc(person);
    const companyBody = companyCustomerBody();
    const company = await steps.createCustomer(companyBody);
    await steps.saveKyc(company, kycBody({ company: companyBody.company }));
    const natural = (survey: PartnerInvestmentSurveyDto) => ({ naturalPerson: partnerNaturalPerson(person, { investmentSurvey: survey }) });
    expectInvalid(await api.call('POST', PARTNER, natural({ key: 'k'.repeat(201) })), 'naturalPerson.investmentSurvey.key');
    expectInvalid(await api.call('POST', PARTNER, natural({ modified: 'm'.repeat(65) })), 'naturalPerson.investmentSurvey.modified');
    expectInvalid(await api.call('POST', PARTNER, natural({ customFields: [{ name: 'n'.repeat(201), value: 'x' }] })), 'naturalPerson.investmentSurvey.customFields.0.name');
    expectInvalid(await api.call('POST', PARTNER, natural({ customFields: Array.from({ length: 51 }, () => ({ name: 'a', value: 'b' })) })), 'naturalPerson.investmentSurvey.customFields');
    expectInvalid(
      await api.call('POST', companyPartnerPath(company), { legalPerson: partnerLegalPerson(company, { investmentSurvey: { customFields: [{ name: 'a', value: 'v'.repeat(2001) }] } }) }),
      'legalPerson.investmentSurvey.customFields.0.value',
    );
    expectInvalid(
      await api.call('POST', companyPartnerPath(company), {
        legalPerson: partnerLegalPerson(company, { subPersons: [{ role: 1, person: { investmentSurvey: { key: 'k'.repeat(201) } } }] }),
      }),
      'legalPerson.subPersons.0.person.investmentSurvey.key',
    );
    expect(await submissionsOf(api, person)).toEqual([]);
    expect(await submissionsOf(api, company)).toEqual([]);
  });

  it('pages with take and skip, newest first, counting every submission, and refuses bad paging on its parameter', async () => {
    const { steps, api } = ctx.a;
    const person = await steps.createCustomer();
    await steps.saveKyc(person);
    const sent: string[] = [];
    for (const place of ['Köln', 'Bonn', 'Aachen']) {
      const receipt = expectOk(await api.call<PartnerKycResultDto>('POST', PARTNER, { naturalPerson: partnerNaturalPerson(person, { birthPlace: place }) }));
      sent.unshift(receipt.naturalPerson!.referenceId);
    }
    const page = async (query: string) => expectOk(await api.call<PartnerSubmissionRecordListDto>('GET', submissionsPath(person, query)));
    const ids = (list: PartnerSubmissionRecordListDto) => list.result.map((r) => r.referenceId);
    const first = await page('?take=2');
    expect(first.count).toBe(3);
    expect(ids(first)).toEqual(sent.slice(0, 2));
    const second = await page('?take=2&skip=2');
    expect(second).toMatchObject({ count: 3 });
    expect(ids(second)).toEqual(sent.slice(2));
    expect(second.result[0].naturalPerson?.birthPlace).toBe('Köln');
    expect(await page('?skip=3')).toEqual({ count: 3, result: [] });
    expect(await page('?skip=1000&take=200')).toEqual({ count: 3, result: [] });
    expect(ids(await page('?take=1&skip=2'))).toEqual([sent[2]]);
    expect(ids(await page(''))).toEqual(sent);
    expect(ids(await page('?take=200&skip=0'))).toEqual(sent);
    const bad = async (query: string, field: string) => expectInvalid(await api.call('GET', submissionsPath(person, query)), field);
    await bad('?take=0', 'take');
    await bad('?take=201', 'take');
    await bad('?take=ten', 'take');
    await bad('?skip=-1', 'skip');
    await bad('?skip=1.5', 'skip');
    // An empty customer has a count of 0 on every page.
    const nobody = await steps.createCustomer();
    expect(expectOk(await api.call<PartnerSubmissionRecordListDto>('GET', submissionsPath(nobody, '?skip=5')))).toEqual({ count: 0, result: [] });
  });

  it("lists the person's, the company's and every sub-person's attachments without their content, with their size in bytes", async () => {
    const { steps, api } = ctx.a;
    const pdf = Buffer.from('%PDF-1.4 Ausweis Jürgen Weiß\n%%EOF');
    const attachment = { date: '2026-11-24T06:00:00', subject: 'Ausweis', category: 'kyc', file: 'ausweis.pdf', key: 'doc-1', modified: '2026-11-24', content: pdf.toString('base64') };
    const listed = { date: attachment.date, subject: 'Ausweis', category: 'kyc', file: 'ausweis.pdf', key: 'doc-1', modified: '2026-11-24', size: pdf.length };
    const person = await steps.createCustomer();
    await steps.saveKyc(person);
    expectOk(await api.call<PartnerKycResultDto>('POST', PARTNER, { naturalPerson: partnerNaturalPerson(person, { attachments: [attachment, { file: 'leer.pdf' }] }) }));
    const [natural] = await submissionsOf(api, person);
    expect(natural.naturalPerson?.attachments).toEqual([listed, { file: 'leer.pdf' }]);

    const companyBody = companyCustomerBody();
    const company = await steps.createCustomer(companyBody);
    await steps.saveKyc(company, kycBody({ company: companyBody.company }));
    const subPersons = [
      { role: 3 as const, person: { firstname: 'Łucja', title: 'Dr.', idDocument: { docType: 'Passport', documentNumber: 'P4711X0815' }, attachments: [attachment, attachment] } },
      { role: 1 as const, person: { firstname: 'Anna' } },
    ];
    expectOk(await api.call<PartnerKycResultDto>('POST', companyPartnerPath(company), { legalPerson: partnerLegalPerson(company, { attachments: [attachment], subPersons }) }));
    const [legal] = await submissionsOf(api, company);
    expect(legal.legalPerson?.attachments).toEqual([listed]);
    expect(legal.legalPerson?.subPersons).toEqual([
      { role: 3, person: { firstname: 'Łucja', title: 'Dr.', idDocument: { docType: 'Passport', documentNumber: 'P4711X0815' }, attachments: [listed, listed] } },
      { role: 1, person: { firstname: 'Anna' } },
    ]);
    expect(JSON.stringify([natural, legal])).not.toContain(attachment.content);
  });

  it('is declared so that an answer carrying attachment content breaks the contract', () => {
    const id = randomUUID();
    const record = (attachments: object[]) => ({
      data: { count: 1, result: [{ referenceId: id, customerId: id, kind: 'legalPerson', status: 'Received', receivedAt: '2026-11-24T06:00:00Z', legalPerson: { companyId: id, subPersons: [{ role: 1, person: { attachments } }] } }] },
    });
    const check = (attachments: object[]) => () => assertResponseMatchesContract(cachedContract(), 'GET', submissionsPath(id), 200, record(attachments), 'application/json');
    expect(check([{ file: 'a.pdf', size: 3 }])).not.toThrow();
    expect(check([{ file: 'a.pdf', content: 'YWJj' }])).toThrow(ContractViolation);
  });

  it("answers 404 for an unknown or another institution's customer and 400 for an id that is no UUID", async () => {
    const { api } = ctx.a;
    expectNotFound(await api.call('GET', submissionsPath(randomUUID())), 'customer-id');
    expectNotFound(await api.call('GET', submissionsPath(await ctx.b.steps.createCustomer())), 'customer-id');
    expectInvalid(await api.call('GET', submissionsPath('customer-7')), 'customer-id');
  });
});
