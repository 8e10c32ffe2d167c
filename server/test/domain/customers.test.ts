import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycRecords } from '../../src/db/schema';
import { customerBody, kycBody, uniqueEmail } from '../support/factories';
import { expectApiError, newInstitutionId, openTestServices, type TestServices } from './support/test-services';

let t: TestServices;
beforeAll(async () => {
  t = await openTestServices();
});
afterAll(() => t.close());

describe('create customer', () => {
  it('stores the profile and reads it back with KYC counts', async () => {
    const inst = newInstitutionId();
    const email = uniqueEmail('lukas');
    // Sent without a title: the stored profile has none either.
    const { title: _untitled, ...body } = customerBody({ firstname: 'Lukas', lastname: 'Gruber', email, town: 'Wien', countryIso: 'AT', gender: 'Male' });
    const id = await t.services.customers.create(inst, body);
    const details = await t.services.customers.get(inst, id);
    expect(details).toMatchObject({ latestKyc: null, kycRecordCount: 0, partnerSubmissionCount: 0 });
    expect(details.customer).toMatchObject({ id, institutionId: inst, kycStatus: 'None' });
    expect(details.customer.profile).toMatchObject({ firstname: 'Lukas', lastname: 'Gruber', email, town: 'Wien', countryIso: 'AT', gender: 'Male', type: 'NaturalPerson' });
    expect(details.customer.profile).not.toHaveProperty('title');
  });

  it('uses a given id', async () => {
    const inst = newInstitutionId();
    const id = randomUUID();
    expect(await t.services.customers.create(inst, customerBody({ id }))).toBe(id);
    await expectApiError(t.services.customers.create(inst, customerBody({ id })), 409, 'Conflict', 'id');
  });

  it('refuses a reused e-mail case-insensitively within the institution (409 email), not across institutions', async () => {
    const email = uniqueEmail('Sophie.Weber');
    const inst = newInstitutionId();
    await t.services.customers.create(inst, customerBody({ email }));
    await expectApiError(t.services.customers.create(inst, customerBody({ email: email.toUpperCase() })), 409, 'Conflict', 'email');
    await expect(t.services.customers.create(newInstitutionId(), customerBody({ email: email.toUpperCase() }))).resolves.toEqual(expect.any(String));
  });

  it('scopes a given id to the institution', async () => {
    const id = randomUUID();
    expect(await t.services.customers.create(newInstitutionId(), customerBody({ id }))).toBe(id);
    expect(await t.services.customers.create(newInstitutionId(), customerBody({ id }))).toBe(id);
  });

  it('refuses a reused e-mail under concurrent creates (the unique index decides)', async () => {
    const inst = newInstitutionId();
    const email = uniqueEmail('race');
    const results = await Promise.allSettled([
      t.services.customers.create(inst, customerBody({ email })),
      t.services.customers.create(inst, customerBody({ email: email.toUpperCase() })),
      t.services.customers.create(inst, customerBody({ email: ` ${email}` })),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 409, items: [{ code: 'Conflict', field: 'email' }] });
    }
  });

  it('requires the company of a LegalEntity', async () => {
    const inst = newInstitutionId();
    await expectApiError(t.services.customers.create(inst, customerBody({ type: 'LegalEntity' })), 400, 'MissingField', 'company');
    const id = await t.services.customers.create(inst, customerBody({ type: 'LegalEntity', company: { name: 'Donau Kapital AG', registerNumber: 'FN 1' } }));
    expect((await t.services.customers.get(inst, id)).customer.profile.company).toEqual({ name: 'Donau Kapital AG', registerNumber: 'FN 1' });
  });

  it('refuses what a KYC save would: an invalid LEI and shares over 100%, on their fields, storing nothing', async () => {
    const inst = newInstitutionId();
    const related = (...shares: string[]) => ({ custodianLegalPerson: { related: shares.map((sharePercentage) => ({ sharePercentage })) } });
    await expectApiError(t.services.customers.create(inst, customerBody(related('100', '50'))), 400, 'InvalidInput', 'custodianLegalPerson.related.1.sharePercentage');
    await expectApiError(t.services.customers.create(inst, customerBody(related('50.002', '50.002'))), 400, 'InvalidInput', 'custodianLegalPerson.related.1.sharePercentage');
    await expectApiError(
      t.services.customers.create(inst, customerBody({ custodianLegalPerson: { leiCode: '7LTWFZYICNSX8D621K87' } })),
      400,
      'InvalidInput',
      'custodianLegalPerson.leiCode',
    );
    await expectApiError(
      t.services.customers.create(inst, customerBody({ emoney: { corporate: { finalBeneficiaries: [{ ownershipPercentage: '80' }, { ownershipPercentage: '30' }] } } })),
      400,
      'InvalidInput',
      'emoney.corporate.finalBeneficiaries.1.ownershipPercentage',
    );
    expect((await t.services.customers.list(inst, {})).count).toBe(0);
    const id = await t.services.customers.create(inst, customerBody({ custodianLegalPerson: { leiCode: '7LTWFZYICNSX8D621K86', related: [{ sharePercentage: '60' }, { sharePercentage: '40' }] } }));
    expect((await t.services.customers.get(inst, id)).customer.profile.custodianLegalPerson?.leiCode).toBe('7LTWFZYICNSX8D621K86');
  });

  it("treats another institution's customer as unknown", async () => {
    const id = await t.services.customers.create(newInstitutionId(), customerBody());
    await expectApiError(t.services.customers.get(newInstitutionId(), id), 404, 'NotFound', 'customer-id');
  });
});

describe('list and search', () => {
  const inst = newInstitutionId();
  const names = [
    ['Anna', 'Huber', 'anna.huber'],
    ['Barbara', 'Keller', 'b.keller'],
    ['Claudia', 'Moser', 'claudia.m'],
    ['Dominik', 'Huber', 'dominik.h'],
    ['Elisabeth', 'Zimmermann', 'liz'],
  ] as const;

  beforeAll(async () => {
    for (const [firstname, lastname, local] of names) {
      await t.services.customers.create(inst, customerBody({ firstname, lastname, email: uniqueEmail(local) }));
    }
    await t.services.customers.create(inst, customerBody({ firstname: 'Firma', lastname: 'Kontakt', type: 'LegalEntity', company: { name: 'Alpenblick Vermögensverwaltung GmbH' }, email: uniqueEmail('office') }));
    await t.services.customers.create(newInstitutionId(), customerBody({ firstname: 'Anna', lastname: 'Huber' }));
  });

  it('lists a page sorted by last name by default, with the count', async () => {
    const page = await t.services.customers.list(inst, { take: 3 });
    expect(page.count).toBe(6);
    expect(page.result.map((c) => c.profile.lastname)).toEqual(['Huber', 'Huber', 'Keller']);
    const rest = await t.services.customers.list(inst, { take: 3, skip: 3 });
    expect(rest.result.map((c) => c.profile.lastname)).toEqual(['Kontakt', 'Moser', 'Zimmermann']);
  });

  it('sorts by an allowed field in both directions and refuses others', async () => {
    const desc = await t.services.customers.list(inst, { sortPath: 'firstname', sortDirection: 'desc' });
    expect(desc.result[0].profile.firstname).toBe('Firma');
    const asc = await t.services.customers.list(inst, { sortPath: 'firstname', sortDirection: 'asc' });
    expect(asc.result[0].profile.firstname).toBe('Anna');
    // Outside the contract's enum (a caller that bypassed validation): still refused at run time.
    await expectApiError(t.services.customers.list(inst, { sortPath: 'birthDate' as never }), 400, 'InvalidInput', 'sortPath');
    await expectApiError(t.services.customers.list(inst, { sortPath: 'updatedAt' as never }), 400, 'InvalidInput', 'sortPath');
    await expectApiError(t.services.customers.list(inst, { take: 500 }), 400, 'InvalidInput', 'take');
  });

  it('searches names, e-mail and company name case-insensitively', async () => {
    expect((await t.services.customers.list(inst, { search: 'HUBER' })).count).toBe(2);
    expect((await t.services.customers.list(inst, { search: 'anna hu' })).count).toBe(1);
    expect((await t.services.customers.list(inst, { search: 'vermögens' })).count).toBe(1);
    expect((await t.services.customers.list(inst, { search: 'b.keller' })).count).toBe(1);
  });

  it('search combines the given criteria with AND', async () => {
    expect((await t.services.customers.search(inst, { lastname: 'huber' })).count).toBe(2);
    const both = await t.services.customers.search(inst, { lastname: 'huber', firstname: 'DOM' });
    expect(both.result.map((c) => c.profile.firstname)).toEqual(['Dominik']);
    expect((await t.services.customers.search(inst, { email: 'liz' })).result[0].profile.lastname).toBe('Zimmermann');
    expect((await t.services.customers.search(inst, { lastname: 'huber', email: 'liz' })).count).toBe(0);
    expect((await t.services.customers.search(inst, {})).count).toBe(6);
  });
});

describe('the list sorted by name', () => {
  it('orders names as people read them: marked letters beside their plain ones, case ignored (Schäfer before Schwarz, Öztürk among the O)', async () => {
    const inst = newInstitutionId();
    for (const lastname of ['Schwarz', 'Schäfer', 'Ziegler', 'Öztürk', 'Ortner', 'Åberg', 'Becker', 'müller', 'Muller', 'Łukasik', 'Lang']) {
      await t.services.customers.create(inst, customerBody({ firstname: 'Eva', lastname, email: uniqueEmail(lastname) }));
    }
    const lastnames = async (q: Parameters<typeof t.services.customers.list>[1]) => (await t.services.customers.list(inst, q)).result.map((c) => c.profile.lastname);
    const expected = ['Åberg', 'Becker', 'Lang', 'Łukasik', 'Muller', 'müller', 'Ortner', 'Öztürk', 'Schäfer', 'Schwarz', 'Ziegler'];
    expect(await lastnames({ sortPath: 'lastname', sortDirection: 'asc' })).toEqual(expected);
    expect(await lastnames({ sortPath: 'lastname', sortDirection: 'desc' })).toEqual([...expected].reverse());
    // The search operation lists by name the same way.
    expect((await t.services.customers.search(inst, { firstname: 'Eva' })).result.map((c) => c.profile.lastname)).toEqual(expected);
  });
});

describe('whether a customer’s identity is verified', () => {
  const inst = newInstitutionId();
  const ids: Record<string, string> = {};
  /** A KYC record written as a save of an earlier version could (identVerified false), or imported: not through the service. */
  const storeKyc = (customerId: string, identVerified: boolean, savedAt: Date) =>
    t.database.db.insert(kycRecords).values({ institutionId: inst, customerId, data: kycBody({ identVerified }), savedAt });

  beforeAll(async () => {
    for (const [firstname, lastname] of [['Vera', 'Aigner'], ['Nina', 'Brunner'], ['Lena', 'Egger'], ['Otto', 'Fuchs']] as const) {
      ids[firstname] = await t.services.customers.create(inst, customerBody({ firstname, lastname, email: uniqueEmail(firstname) }));
    }
    // Vera: saved through the service. Nina: never saved. Lena: verified once, her latest save is not. Otto: the other way round.
    await t.services.kyc.save(inst, ids.Vera, kycBody());
    // Days before now, whatever the date the tests run on: a save through the service (at now) comes after them.
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await storeKyc(ids.Lena, true, daysAgo(60));
    await storeKyc(ids.Lena, false, daysAgo(30));
    await storeKyc(ids.Otto, false, daysAgo(60));
    await storeKyc(ids.Otto, true, daysAgo(30));
    // A verified customer of another institution with the same names stays out of this institution's lists.
    const other = newInstitutionId();
    await t.services.kyc.save(other, await t.services.customers.create(other, customerBody({ firstname: 'Vera', lastname: 'Aigner' })), kycBody());
  });

  const names = (page: { result: { profile: { firstname: string } }[] }) => page.result.map((c) => c.profile.firstname);

  it('is on every customer as their latest KYC save declares it, false before any save', async () => {
    const all = await t.services.customers.list(inst, {});
    expect(Object.fromEntries(all.result.map((c) => [c.profile.firstname, c.identityVerified]))).toEqual({ Vera: true, Nina: false, Lena: false, Otto: true });
    expect((await t.services.customers.get(inst, ids.Otto)).customer.identityVerified).toBe(true);
    expect((await t.services.customers.search(inst, { firstname: 'Lena' })).result[0].identityVerified).toBe(false);
  });

  it('filters the list, with the count of the filtered list, together with the search', async () => {
    const verified = await t.services.customers.list(inst, { identityVerified: true });
    expect([verified.count, names(verified)]).toEqual([2, ['Vera', 'Otto']]);
    const unverified = await t.services.customers.list(inst, { identityVerified: false });
    expect([unverified.count, names(unverified)]).toEqual([2, ['Nina', 'Lena']]);
    expect(names(await t.services.customers.list(inst, { identityVerified: true, search: 'fuchs' }))).toEqual(['Otto']);
    expect((await t.services.customers.list(inst, { identityVerified: true, search: 'egger' })).count).toBe(0);
  });

  it('follows a new save: a save through the service verifies the customer', async () => {
    await t.services.kyc.save(inst, ids.Lena, kycBody());
    expect(names(await t.services.customers.list(inst, { identityVerified: true }))).toEqual(['Vera', 'Lena', 'Otto']);
    await storeKyc(ids.Lena, false, new Date(Date.now() + 60_000));
    expect(names(await t.services.customers.list(inst, { identityVerified: true }))).toEqual(['Vera', 'Otto']);
  });

  it('is what the partner operations check: the latest save decides', async () => {
    await expectApiError(t.services.partnerKyc.send(inst, { naturalPerson: { customerId: ids.Lena } }), 400, 'InvalidInput', 'naturalPerson.customerId');
    expect((await t.services.partnerKyc.send(inst, { naturalPerson: { customerId: ids.Otto } })).naturalPerson?.status).toBe('Received');
  });
});
