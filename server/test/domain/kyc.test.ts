import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerSubmissions } from '../../src/db/schema';
import { customerBody, kycBody } from '../support/factories';
import { expectApiError, newInstitutionId, openTestServices, type TestServices } from './support/test-services';

let t: TestServices;
beforeAll(async () => {
  t = await openTestServices();
});
afterAll(() => t.close());

describe('KYC saves', () => {
  it('keeps every save as history, newest first, and marks the customer Saved', async () => {
    const inst = newInstitutionId();
    const id = await t.services.customers.create(inst, customerBody());
    expect(await t.services.kyc.save(inst, id, kycBody({ placeOfBirth: 'Graz' }))).toBe(true);
    expect(await t.services.kyc.save(inst, id, kycBody({ placeOfBirth: 'Linz' }))).toBe(true);
    const history = await t.services.kyc.list(inst, id);
    expect(history.map((r) => r.data.placeOfBirth)).toEqual(['Linz', 'Graz']);
    const details = await t.services.customers.get(inst, id);
    expect(details.kycRecordCount).toBe(2);
    expect(details.latestKyc?.data.placeOfBirth).toBe('Linz');
    expect(details.customer.kycStatus).toBe('Saved');
  });

  it('requires the declarations to be true', async () => {
    const inst = newInstitutionId();
    const id = await t.services.customers.create(inst, customerBody());
    await expectApiError(t.services.kyc.save(inst, id, kycBody({ identVerified: false })), 400, 'InvalidInput', 'identVerified');
    await expectApiError(t.services.kyc.save(inst, id, kycBody({ eulaAgreed: false })), 400, 'InvalidInput', 'eulaAgreed');
    await expectApiError(t.services.kyc.save(inst, id, kycBody({ nonUsTaxPerson: false })), 400, 'InvalidInput', 'nonUsTaxPerson');
    expect(await t.services.kyc.list(inst, id)).toEqual([]);
  });

  it('requires the document unless the identification was in person', async () => {
    const inst = newInstitutionId();
    const id = await t.services.customers.create(inst, customerBody());
    await expectApiError(t.services.kyc.save(inst, id, kycBody({ document: undefined })), 400, 'MissingField', 'document');
    await expectApiError(
      t.services.kyc.save(inst, id, kycBody({ document: undefined, custodianIdentVerifiedType: undefined })),
      400,
      'MissingField',
      'document',
    );
    expect(await t.services.kyc.save(inst, id, kycBody({ document: undefined, custodianIdentVerifiedType: 'In_person' }))).toBe(true);
  });

  it('requires the company for a LegalEntity customer', async () => {
    const inst = newInstitutionId();
    const id = await t.services.customers.create(inst, customerBody({ type: 'LegalEntity', company: { name: 'Rheintal Stiftung' } }));
    await expectApiError(t.services.kyc.save(inst, id, kycBody()), 400, 'MissingField', 'company');
    expect(await t.services.kyc.save(inst, id, kycBody({ company: { name: 'Rheintal Stiftung' } }))).toBe(true);
  });

  it("treats another institution's customer as unknown", async () => {
    const id = await t.services.customers.create(newInstitutionId(), customerBody());
    await expectApiError(t.services.kyc.save(newInstitutionId(), id, kycBody()), 404, 'NotFound', 'customer-id');
    await expectApiError(t.services.kyc.list(newInstitutionId(), id), 404, 'NotFound', 'customer-id');
  });
});

/** Only verified customers are sent: a KYC save (identity verified) comes first. */
async function verified(inst: string, id: string, company?: string): Promise<string> {
  await t.services.kyc.save(inst, id, kycBody(company ? { company: { name: company } } : {}));
  return id;
}

describe('partner KYC', () => {
  it('stores natural and legal person submissions and answers with references', async () => {
    const inst = newInstitutionId();
    const person = await verified(inst, await t.services.customers.create(inst, customerBody()));
    const company = await verified(
      inst,
      await t.services.customers.create(inst, customerBody({ type: 'LegalEntity', company: { name: 'Donau Kapital AG' } })),
      'Donau Kapital AG',
    );
    const result = await t.services.partnerKyc.send(inst, {
      naturalPerson: { customerId: person, birthPlace: 'Wien', precheckPep: false },
      legalPerson: { companyId: company, companyName: 'Donau Kapital AG' },
    });
    expect(result.naturalPerson).toMatchObject({ status: 'Received' });
    expect(result.legalPerson).toMatchObject({ status: 'Received' });
    expect(result.naturalPerson?.referenceId).not.toBe(result.legalPerson?.referenceId);
    const details = await t.services.customers.get(inst, person);
    expect(details).toMatchObject({ partnerSubmissionCount: 1, customer: { kycStatus: 'SentToPartner' } });

    const only = await t.services.partnerKyc.send(inst, { naturalPerson: { customerId: person } });
    expect(only.legalPerson).toBeNull();
    expect((await t.services.customers.get(inst, person)).partnerSubmissionCount).toBe(2);
  });

  it('keeps the investment survey with its experience rows as sent', async () => {
    const inst = newInstitutionId();
    const person = await verified(inst, await t.services.customers.create(inst, customerBody()));
    const investmentSurvey = {
      investmentExperience: [
        { type: 3, knowledge: true },
        { type: 7, knowledge: false },
      ],
      investorExperience: [{ name: 'years', value: '10' }],
    };
    const result = await t.services.partnerKyc.send(inst, { naturalPerson: { customerId: person, investmentSurvey } });
    const [row] = await t.database.db.select().from(partnerSubmissions).where(eq(partnerSubmissions.id, result.naturalPerson!.referenceId));
    expect(row.payload).toMatchObject({ customerId: person, investmentSurvey });
  });

  it("lists a customer's submissions newest first with the data as stored, survey rows without a type included", async () => {
    const inst = newInstitutionId();
    const company = await verified(
      inst,
      await t.services.customers.create(inst, customerBody({ type: 'LegalEntity', company: { name: 'Inn Werke AG' } })),
      'Inn Werke AG',
    );
    const investmentSurvey = {
      investmentExperience: [{ knowledge: true }, { type: 4, knowledge: false }],
      customFields: [{ name: 'horizon', value: 'long' }],
      modified: '2026-11-20',
      key: 'survey-1',
    };
    const subPersons = [{ role: 2 as const, person: { firstname: 'Anna', customFields: [{ name: 'seat', value: 'board' }], investmentSurvey } }];
    const first = await t.services.partnerKyc.sendCompany(inst, company, { legalPerson: { companyId: company, investmentSurvey, subPersons } });
    const second = await t.services.partnerKyc.send(inst, { legalPerson: { companyId: company } });
    const page = await t.services.partnerKyc.list(inst, company);
    expect(page.count).toBe(2);
    const records = page.result;
    expect(records.map((r) => r.referenceId)).toEqual([second.legalPerson!.referenceId, first.legalPerson!.referenceId]);
    expect(records[1]).toEqual({
      referenceId: first.legalPerson!.referenceId,
      customerId: company,
      kind: 'legalPerson',
      status: 'Received',
      receivedAt: first.legalPerson!.receivedAt,
      legalPerson: { companyId: company, investmentSurvey, subPersons },
    });
    await expectApiError(t.services.partnerKyc.list(newInstitutionId(), company), 404, 'NotFound', 'customer-id');
  });

  it('lists attachments by size without reading their content, also for a submission stored before that was kept apart', async () => {
    const inst = newInstitutionId();
    const company = await verified(inst, await t.services.customers.create(inst, customerBody({ type: 'LegalEntity', company: { name: 'Enns Bau AG' } })), 'Enns Bau AG');
    const attachment = { file: 'register.pdf', category: 'kyc', content: 'JVBERi0xLjQK' };
    const listed = { file: 'register.pdf', category: 'kyc', size: 9 };
    const sent = await t.services.partnerKyc.sendCompany(inst, company, {
      legalPerson: { companyId: company, attachments: [attachment], subPersons: [{ role: 1, person: { firstname: 'Ida', attachments: [attachment] } }] },
    });
    const id = sent.legalPerson!.referenceId;
    const expected = { companyId: company, attachments: [listed], subPersons: [{ role: 1, person: { firstname: 'Ida', attachments: [listed] } }] };
    // Stored twice: as sent (contents included) and as listed.
    const [row] = await t.database.db.select().from(partnerSubmissions).where(eq(partnerSubmissions.id, id));
    expect(row.payload).toMatchObject({ attachments: [attachment] });
    expect(row.listedPayload).toEqual(expected);
    expect((await t.services.partnerKyc.list(inst, company)).result[0].legalPerson).toEqual(expected);
    // A row from before listed_payload existed is listed from its payload, the same way.
    await t.database.db.update(partnerSubmissions).set({ listedPayload: null }).where(eq(partnerSubmissions.id, id));
    expect((await t.services.partnerKyc.list(inst, company)).result[0].legalPerson).toEqual(expected);
  });

  it('needs at least one person, and only customers of the institution', async () => {
    const inst = newInstitutionId();
    await expectApiError(t.services.partnerKyc.send(inst, {}), 400, 'MissingField', 'naturalPerson');
    const foreign = await t.services.customers.create(newInstitutionId(), customerBody());
    await expectApiError(t.services.partnerKyc.send(inst, { naturalPerson: { customerId: foreign } }), 404, 'NotFound', 'naturalPerson.customerId');
    await expectApiError(t.services.partnerKyc.send(inst, { legalPerson: { companyId: foreign } }), 404, 'NotFound', 'legalPerson.companyId');
  });

  it("sends a company's KYC for the customer in the path", async () => {
    const inst = newInstitutionId();
    const company = await verified(
      inst,
      await t.services.customers.create(inst, customerBody({ type: 'LegalEntity', company: { name: 'Tiroler Energie Invest GmbH' } })),
      'Tiroler Energie Invest GmbH',
    );
    const result = await t.services.partnerKyc.sendCompany(inst, company, { legalPerson: { companyId: company, legalForm: 'GmbH' } });
    expect(result).toMatchObject({ naturalPerson: null, legalPerson: { status: 'Received' } });
    const other = await t.services.customers.create(inst, customerBody());
    await expectApiError(
      t.services.partnerKyc.sendCompany(inst, company, { legalPerson: { companyId: other } }),
      400,
      'InvalidInput',
      'legalPerson.companyId',
    );
    await expectApiError(
      t.services.partnerKyc.sendCompany(newInstitutionId(), company, { legalPerson: { companyId: company } }),
      404,
      'NotFound',
      'customer-id',
    );
  });

  it('sends a legal person only for a company (LegalEntity) customer', async () => {
    const inst = newInstitutionId();
    const person = await t.services.customers.create(inst, customerBody());
    await expectApiError(t.services.partnerKyc.sendCompany(inst, person, { legalPerson: { companyId: person } }), 400, 'InvalidInput', 'customer-id');
    await expectApiError(t.services.partnerKyc.send(inst, { legalPerson: { companyId: person } }), 400, 'InvalidInput', 'legalPerson.companyId');
    expect((await t.services.customers.get(inst, person)).partnerSubmissionCount).toBe(0);
  });

  it('refuses customers whose identity is not verified yet, naming the field, and stores nothing', async () => {
    const inst = newInstitutionId();
    const person = await t.services.customers.create(inst, customerBody());
    const company = await t.services.customers.create(inst, customerBody({ type: 'LegalEntity', company: { name: 'Inn Werke AG' } }));
    await expectApiError(t.services.partnerKyc.send(inst, { naturalPerson: { customerId: person } }), 400, 'InvalidInput', 'naturalPerson.customerId');
    await expectApiError(t.services.partnerKyc.send(inst, { legalPerson: { companyId: company } }), 400, 'InvalidInput', 'legalPerson.companyId');
    await expectApiError(t.services.partnerKyc.sendCompany(inst, company, { legalPerson: { companyId: company } }), 400, 'InvalidInput', 'customer-id');
    expect((await t.services.customers.get(inst, person)).partnerSubmissionCount).toBe(0);
    expect((await t.services.customers.get(inst, company)).partnerSubmissionCount).toBe(0);
    await verified(inst, person);
    expect((await t.services.partnerKyc.send(inst, { naturalPerson: { customerId: person } })).naturalPerson?.status).toBe('Received');
  });
});

describe('persons of a company who are customers of the registry', () => {
  const sub = (customerId: string) => ({ role: 2 as const, person: { customerId, firstname: 'Ida' } });
  const field = 'legalPerson.subPersons.1.person.customerId';

  it('are sent only when they are verified customers of the institution, refused on that person otherwise', async () => {
    const inst = newInstitutionId();
    const company = await verified(inst, await t.services.customers.create(inst, customerBody({ type: 'LegalEntity', company: { name: 'Salzach Holz AG' } })), 'Salzach Holz AG');
    const owner = await verified(inst, await t.services.customers.create(inst, customerBody()));
    const unverified = await t.services.customers.create(inst, customerBody());
    const other = newInstitutionId();
    const foreign = await verified(other, await t.services.customers.create(other, customerBody()));
    const unknown = '3f2504e0-4f89-41d3-9a0c-0305e82c39ff';
    for (const [customerId, status, code] of [
      [unverified, 400, 'InvalidInput'],
      [unknown, 404, 'NotFound'],
      [foreign, 404, 'NotFound'],
    ] as const) {
      const subPersons = [sub(owner), sub(customerId)];
      await expectApiError(t.services.partnerKyc.sendCompany(inst, company, { legalPerson: { companyId: company, subPersons } }), status, code, field);
      await expectApiError(t.services.partnerKyc.send(inst, { legalPerson: { companyId: company, subPersons } }), status, code, field);
    }
    expect((await t.services.customers.get(inst, company)).partnerSubmissionCount).toBe(0);
    // A verified customer, a person who is none (no id, or the all-zero UUID a typed client sends for none) are sent.
    const subPersons = [sub(owner), sub('00000000-0000-0000-0000-000000000000'), { role: 1 as const, person: { firstname: 'Jo' } }];
    expect((await t.services.partnerKyc.sendCompany(inst, company, { legalPerson: { companyId: company, subPersons } })).legalPerson?.status).toBe('Received');
    expect((await t.services.partnerKyc.send(inst, { legalPerson: { companyId: company, subPersons } })).legalPerson?.status).toBe('Received');
  });
});

describe('KYC check digits and shares, as the dashboard checks them', () => {
  it('refuses a wrong IBAN or LEI and shares over 100%, each on its field, and accepts valid ones', async () => {
    const inst = newInstitutionId();
    const id = await t.services.customers.create(inst, customerBody());
    const document = { type: 'Id_card' as const, number: 'L01X00T47' };
    await expectApiError(t.services.kyc.save(inst, id, kycBody({ document: { ...document, iban: 'DE89370400440532013001' } })), 400, 'InvalidInput', 'document.iban');
    await expectApiError(
      t.services.kyc.save(inst, id, kycBody({ custodianLegalPerson: { leiCode: '7LTWFZYICNSX8D621K87' } })),
      400,
      'InvalidInput',
      'custodianLegalPerson.leiCode',
    );
    await expectApiError(
      t.services.kyc.save(inst, id, kycBody({ custodianLegalPerson: { related: [{ sharePercentage: '70' }, { sharePercentage: '31' }] } })),
      400,
      'InvalidInput',
      'custodianLegalPerson.related.1.sharePercentage',
    );
    // Shares have four decimals; summed exactly, 50.002 + 50.002 is 100.004%, over 100 (rounded to hundredths it passed).
    await expectApiError(
      t.services.kyc.save(inst, id, kycBody({ custodianLegalPerson: { related: [{ sharePercentage: '50.002' }, { sharePercentage: '50.002' }] } })),
      400,
      'InvalidInput',
      'custodianLegalPerson.related.1.sharePercentage',
    );
    expect(await t.services.kyc.list(inst, id)).toEqual([]);
    expect(
      await t.services.kyc.save(
        inst,
        id,
        kycBody({
          document: { ...document, iban: 'DE89 3704 0044 0532 0130 00' },
          custodianLegalPerson: { leiCode: '7LTWFZYICNSX8D621K86', related: [{ sharePercentage: '70' }, { sharePercentage: '30' }] },
        }),
      ),
    ).toBe(true);
  });
});
