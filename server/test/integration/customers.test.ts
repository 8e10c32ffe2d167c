import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDto, CustomerListDto } from '../../../src/api/generated/types.gen';
import { expectConflict, expectInvalid, expectMissing, expectNotFound, expectOk } from './support/expect-envelope';
import { companyCustomerBody, customerBody, uniqueEmail, uniqueTag } from '../support/factories';
import { replayLogs } from './support/replay-logs';
import { NIL_UUID, useService } from './support/service';

const ctx = useService();
const CUSTOMERS = '/api/external/v1/customers';

describe('CreateCustomer and GetCustomer', () => {
  it("stores every field given and answers the id; the customer belongs to the key's institution", async () => {
    const body = customerBody({
      emoney: { profileDocument: { number: 'P1234567', kind: 'passport' } },
      providerACustomerId: randomUUID(),
    });
    const id = expectOk(await ctx.a.api.call<string>('POST', CUSTOMERS, body));
    const details = await ctx.a.steps.getCustomer(id);
    expect(details).toMatchObject({ latestKyc: null, kycRecordCount: 0, partnerSubmissionCount: 0 });
    expect(details.customer).toMatchObject({ id, institutionId: ctx.a.institutionId, kycStatus: 'None' });
    const { birthDate, ...rest } = body;
    expect(details.customer.profile).toMatchObject({ ...rest, id });
    expect(Date.parse(details.customer.profile.birthDate!)).toBe(Date.parse(birthDate!));
  });

  it('takes the id the client gives, and refuses to reuse it', async () => {
    const id = randomUUID();
    expect(expectOk(await ctx.a.api.call<string>('POST', CUSTOMERS, customerBody({ id })))).toBe(id);
    expect((await ctx.a.steps.getCustomer(id)).customer.id).toBe(id);
    expectConflict(await ctx.a.api.call('POST', CUSTOMERS, customerBody({ id })), 'id');
  });

  it('stores a LegalEntity with its company and requires the company for it', async () => {
    const body = companyCustomerBody();
    const id = await ctx.a.steps.createCustomer(body);
    expect((await ctx.a.steps.getCustomer(id)).customer.profile.company).toEqual(body.company);
    const { company: _company, ...noCompany } = companyCustomerBody();
    expectMissing(await ctx.a.api.call('POST', CUSTOMERS, noCompany), 'company');
  });

  it("rejects a reused e-mail with 409 naming email, case-insensitively, within the institution", async () => {
    const email = uniqueEmail('Dup.Mail');
    await ctx.a.steps.createCustomer(customerBody({ email }));
    expectConflict(await ctx.a.api.call('POST', CUSTOMERS, customerBody({ email })), 'email');
    expectConflict(await ctx.a.api.call('POST', CUSTOMERS, customerBody({ email: email.toUpperCase() })), 'email');
    expectConflict(await ctx.a.api.call('POST', CUSTOMERS, customerBody({ email: email.toLowerCase() })), 'email');
  });

  it("neither reveals nor is blocked by another institution's e-mail addresses and ids", async () => {
    const email = uniqueEmail('Shared.Person');
    const id = randomUUID();
    const first = await ctx.a.steps.createCustomer(customerBody({ id, email, firstname: 'Alma' }));
    await ctx.a.steps.saveKyc(first);
    // Institution b cannot tell that a has this address or id: it creates its own customer with both.
    const second = expectOk(await ctx.b.api.call<string>('POST', CUSTOMERS, customerBody({ id, email: email.toUpperCase(), firstname: 'Bruno' })));
    expect(second).toBe(id);
    const mine = await ctx.a.steps.getCustomer(id);
    const theirs = await ctx.b.steps.getCustomer(id);
    expect(mine.customer).toMatchObject({ id, institutionId: ctx.a.institutionId, kycStatus: 'Saved' });
    expect(mine.customer.profile.firstname).toBe('Alma');
    expect(theirs.customer).toMatchObject({ id, institutionId: ctx.b.institutionId, kycStatus: 'None' });
    expect(theirs.customer.profile.firstname).toBe('Bruno');
    // What belongs to a's customer stays with it.
    expect(theirs.latestKyc).toBeNull();
    expect([mine.kycRecordCount, theirs.kycRecordCount]).toEqual([1, 0]);
    expect((await ctx.b.api.call<unknown[]>('GET', `/api/external/v1/customers/${id}/kyc`)).body.data ?? []).toEqual([]);
    // Within each institution, the address and the id stay unique.
    expectConflict(await ctx.b.api.call('POST', CUSTOMERS, customerBody({ email })), 'email');
    expectConflict(await ctx.b.api.call('POST', CUSTOMERS, customerBody({ id })), 'id');
  });

  it('gives one e-mail to exactly one of several concurrent creations', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(Array.from({ length: 5 }, () => ctx.a.api.call('POST', CUSTOMERS, customerBody({ email }))));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 200)) expectConflict(res, 'email');
  });

  it('rejects missing required fields, bad values and unknown properties naming the field', async () => {
    const { api } = ctx.a;
    for (const field of ['firstname', 'lastname', 'email'] as const) {
      const body: Record<string, unknown> = { ...customerBody() };
      delete body[field];
      expectMissing(await api.call('POST', CUSTOMERS, body), field);
    }
    expectInvalid(await api.call('POST', CUSTOMERS, customerBody({ email: 'not-an-email' })), 'email');
    expectInvalid(await api.call('POST', CUSTOMERS, customerBody({ email: `${'a'.repeat(53)}@example.com` })), 'email');
    expectOk(await api.call('POST', CUSTOMERS, customerBody({ email: `${uniqueTag()}`.padEnd(52, 'a') + '@example.com' })));
    expectInvalid(await api.call('POST', CUSTOMERS, customerBody({ countryIso: 'de' })), 'countryIso');
    expectInvalid(await api.call('POST', CUSTOMERS, customerBody({ nationalityIso: 'DEU' })), 'nationalityIso');
    expectInvalid(await api.call('POST', CUSTOMERS, customerBody({ type: 7 as never })), 'type');
    expectInvalid(await api.call('POST', CUSTOMERS, customerBody({ gender: 'male' as never })), 'gender');
    expectInvalid(await api.call('POST', CUSTOMERS, customerBody({ firstname: '' })), 'firstname');
    // A name of spaces only would show as no name at all (an extension, like the requirement itself).
    expectInvalid(await api.call('POST', CUSTOMERS, customerBody({ firstname: '   ' })), 'firstname');
    expectInvalid(await api.call('POST', CUSTOMERS, customerBody({ lastname: '\t ' })), 'lastname');
    expectInvalid(await api.call('POST', CUSTOMERS, customerBody({ lastname: 'x'.repeat(65) })), 'lastname');
    expectInvalid(await api.call('POST', CUSTOMERS, customerBody({ birthDate: '1985-04-12' })), 'birthDate');
    expectInvalid(await api.call('POST', CUSTOMERS, customerBody({ id: 'not-a-uuid' })), 'id');
    // The all-zero id is "not set": the service picks the id.
    expect(expectOk(await api.call<string>('POST', CUSTOMERS, customerBody({ id: NIL_UUID })))).not.toBe(NIL_UUID);
    expectMissing(await api.call('POST', CUSTOMERS, companyCustomerBody({ company: { registerNumber: 'HRB 1' } as never })), 'company.name');
  });

  it("accepts a customer type it does not know and keeps it as sent: the interface shows only Unknown (§2.10)", async () => {
    const id = expectOk(await ctx.a.api.call<string>('POST', CUSTOMERS, customerBody({ type: 'PrivateInvestor' })));
    expect((await ctx.a.steps.getCustomer(id)).customer.profile.type).toBe('PrivateInvestor');
  });

  it('GetCustomer answers 404 for unknown ids and customers of another institution', async () => {
    expectNotFound(await ctx.a.api.call('GET', `${CUSTOMERS}/${randomUUID()}`));
    const foreign = await ctx.b.steps.createCustomer();
    expectNotFound(await ctx.a.api.call('GET', `${CUSTOMERS}/${foreign}`));
    expect((await ctx.b.steps.getCustomer(foreign)).customer.institutionId).toBe(ctx.b.institutionId);
  });
});

/**
 * ListCustomers and SearchCustomers take their criteria in a POST body (names and e-mails stay out of request lines);
 * the tests write them as a query string, which reads shorter: `take`, `skip` and `identityVerified` become a number
 * or a boolean when they look like one (anything else is sent as the string it is, to be refused).
 */
function criteria(query: string): Record<string, unknown> {
  const typed = (key: string, value: string): unknown => {
    if ((key === 'take' || key === 'skip') && /^-?\d+$/.test(value)) return Number(value);
    if (key === 'identityVerified' && (value === 'true' || value === 'false')) return value === 'true';
    return value;
  };
  return Object.fromEntries([...new URLSearchParams(query)].map(([key, value]) => [key, typed(key, value)]));
}

describe('ListCustomers', () => {
  const tag = `Lst${uniqueTag()}`;
  const people = [
    { firstname: 'Carla', lastname: `${tag}-C`, email: uniqueEmail('carla') },
    { firstname: 'Anton', lastname: `${tag}-A`, email: uniqueEmail('anton') },
    { firstname: 'Erik', lastname: `${tag}-E`, email: uniqueEmail('erik') },
    { firstname: 'Berta', lastname: `${tag}-B`, email: uniqueEmail('berta') },
    { firstname: 'Dora', lastname: `${tag}-D`, email: uniqueEmail('dora') },
  ];
  let ids: Record<string, string> = {};

  beforeAll(async () => {
    ids = {};
    for (const p of people) ids[p.firstname] = await ctx.a.steps.createCustomer(customerBody(p));
    await ctx.b.steps.createCustomer(customerBody({ firstname: 'Foreign', lastname: `${tag}-F` }));
  });

  const list = async (query: string) => expectOk(await ctx.a.api.call<CustomerListDto>('POST', `${CUSTOMERS}/list`, criteria(query)));
  const firstnames = (l: CustomerListDto) => l.result.map((c: CustomerDto) => c.profile.firstname);

  it('searches names, e-mail and company name case-insensitively, sorted by last name by default', async () => {
    const page = await list(`search=${tag.toLowerCase()}`);
    expect(page.count).toBe(5);
    expect(firstnames(page)).toEqual(['Anton', 'Berta', 'Carla', 'Dora', 'Erik']);
    expect((await list(`search=${encodeURIComponent(people[2].email.toUpperCase())}`)).result.map((c) => c.id)).toEqual([ids.Erik]);
    const company = companyCustomerBody({ company: { name: `Zebra Werke ${tag}` } });
    const companyId = await ctx.a.steps.createCustomer(company);
    expect((await list(`search=${encodeURIComponent(`zebra werke ${tag}`)}`)).result.map((c) => c.id)).toEqual([companyId]);
  });

  it('pages with skip and take and keeps the total count', async () => {
    const first = await list(`search=${tag}-&take=2&skip=0`);
    const second = await list(`search=${tag}-&take=2&skip=2`);
    const third = await list(`search=${tag}-&take=2&skip=4`);
    expect([first.count, second.count, third.count]).toEqual([5, 5, 5]);
    expect([...firstnames(first), ...firstnames(second), ...firstnames(third)]).toEqual(['Anton', 'Berta', 'Carla', 'Dora', 'Erik']);
    expect((await list(`search=${tag}&skip=50`)).result).toEqual([]);
  });

  it.each([
    ['lastname', 'asc', ['Anton', 'Berta', 'Carla', 'Dora', 'Erik']],
    ['lastname', 'desc', ['Erik', 'Dora', 'Carla', 'Berta', 'Anton']],
    ['firstname', 'asc', ['Anton', 'Berta', 'Carla', 'Dora', 'Erik']],
    ['firstname', 'desc', ['Erik', 'Dora', 'Carla', 'Berta', 'Anton']],
    ['createdAt', 'asc', ['Carla', 'Anton', 'Erik', 'Berta', 'Dora']],
    ['createdAt', 'desc', ['Dora', 'Berta', 'Erik', 'Anton', 'Carla']],
  ])('sorts by %s %s', async (sortPath, sortDirection, order) => {
    expect(firstnames(await list(`search=${tag}-&sortPath=${sortPath}&sortDirection=${sortDirection}`))).toEqual(order);
  });

  it('orders customers of one last name by first name, and of one first name by last name, in the sort direction', async () => {
    const same = `Tie${uniqueTag()}`;
    for (const [firstname, lastname] of [['Lena', `${same}-Egger`], ['Florian', `${same}-Egger`], ['Jonas', `${same}-Egger`], ['Felix', `${same}-Adler`]]) {
      await ctx.a.steps.createCustomer(customerBody({ firstname, lastname, email: uniqueEmail(firstname.toLowerCase()) }));
    }
    expect(firstnames(await list(`search=${same}&sortPath=lastname&sortDirection=asc`))).toEqual(['Felix', 'Florian', 'Jonas', 'Lena']);
    expect(firstnames(await list(`search=${same}&sortPath=lastname&sortDirection=desc`))).toEqual(['Lena', 'Jonas', 'Florian', 'Felix']);
    const byFirst = await list(`search=${same}&sortPath=kycStatus&sortDirection=asc`);
    expect(firstnames(byFirst)).toEqual(['Felix', 'Florian', 'Jonas', 'Lena']);
  });

  it('sorts by email and kycStatus', async () => {
    const byMail = await list(`search=${tag}-&sortPath=email&sortDirection=asc`);
    const mails = byMail.result.map((c) => c.profile.email);
    expect(mails).toEqual([...mails].sort());
    const byKyc = await list(`search=${tag}-&sortPath=kycStatus&sortDirection=desc`);
    expect(byKyc.count).toBe(5);
  });

  it('never shows customers of another institution', async () => {
    const page = await list(`search=${tag}&take=200`);
    expect(page.result.every((c) => c.institutionId === ctx.a.institutionId)).toBe(true);
    expect(firstnames(page)).not.toContain('Foreign');
  });

  it('says whose identity is verified (their latest KYC save), and lists only them or only the others when asked', async () => {
    await ctx.a.steps.saveKyc(ids.Berta);
    await ctx.a.steps.saveKyc(ids.Dora);
    const all = await list(`search=${tag}-`);
    expect(Object.fromEntries(all.result.map((c) => [c.profile.firstname, c.identityVerified]))).toEqual({ Anton: false, Berta: true, Carla: false, Dora: true, Erik: false });
    const verified = await list(`search=${tag}-&identityVerified=true`);
    expect([verified.count, firstnames(verified)]).toEqual([2, ['Berta', 'Dora']]);
    const unverified = await list(`search=${tag}-&identityVerified=false&take=2`);
    expect([unverified.count, firstnames(unverified)]).toEqual([3, ['Anton', 'Carla']]);
    const customer = expectOk(await ctx.a.api.call<{ customer: CustomerDto }>('GET', `${CUSTOMERS}/${ids.Dora}`)).customer;
    expect(customer.identityVerified).toBe(true);
  });

  it('rejects bad paging and sort parameters naming the parameter', async () => {
    const bad = async (query: string, field: string) => expectInvalid(await ctx.a.api.call('POST', `${CUSTOMERS}/list`, criteria(query)), field);
    await bad('identityVerified=yes', 'identityVerified');
    await bad('take=201', 'take');
    await bad('take=0', 'take');
    await bad('take=ten', 'take');
    await bad('skip=-1', 'skip');
    await bad('sortPath=password', 'sortPath');
    await bad('sortDirection=sideways', 'sortDirection');
    await bad(`search=${'s'.repeat(101)}`, 'search');
    expect((await list('take=200')).result.length).toBeLessThanOrEqual(200);
  });
});

describe('SearchCustomers', () => {
  const tag = `Srch${uniqueTag()}`;
  let ids: Record<string, string> = {};

  beforeAll(async () => {
    ids = {};
    ids.anna = await ctx.a.steps.createCustomer(customerBody({ firstname: 'Anna', lastname: `${tag}Schmidt`, email: uniqueEmail(`anna.${tag}`) }));
    ids.annika = await ctx.a.steps.createCustomer(customerBody({ firstname: 'Annika', lastname: `${tag}Schmitz`, email: uniqueEmail(`annika.${tag}`) }));
    ids.bernd = await ctx.a.steps.createCustomer(customerBody({ firstname: 'Bernd', lastname: `${tag}Schmidt`, email: uniqueEmail(`bernd.${tag}`) }));
    await ctx.b.steps.createCustomer(customerBody({ firstname: 'Anna', lastname: `${tag}Schmidt` }));
  });

  const search = async (query: string) =>
    expectOk(await ctx.a.api.call<CustomerListDto>('POST', `${CUSTOMERS}/search`, criteria(query))).result.map((c) => c.id).sort();

  it('matches parts of first name, last name and e-mail case-insensitively, all criteria together', async () => {
    expect(await search(`lastname=${tag.toLowerCase()}schmi`)).toEqual([ids.anna, ids.annika, ids.bernd].sort());
    expect(await search(`lastname=${tag}&firstname=ANN`)).toEqual([ids.anna, ids.annika].sort());
    expect(await search(`lastname=${tag}SCHMIDT&firstname=ann`)).toEqual([ids.anna]);
    expect(await search(`email=${encodeURIComponent(`bernd.${tag.toUpperCase()}`)}`)).toEqual([ids.bernd]);
    expect(await search(`lastname=${tag}&firstname=zzz`)).toEqual([]);
  });

  it('pages the matches with the total count', async () => {
    const page = expectOk(await ctx.a.api.call<CustomerListDto>('POST', `${CUSTOMERS}/search`, { lastname: tag, take: 2 }));
    expect(page.count).toBe(3);
    expect(page.result).toHaveLength(2);
    const rest = expectOk(await ctx.a.api.call<CustomerListDto>('POST', `${CUSTOMERS}/search`, { lastname: tag, take: 2, skip: 2 }));
    expect(rest.result).toHaveLength(1);
    expect(new Set([...page.result, ...rest.result].map((c) => c.id)).size).toBe(3);
  });

  it('rejects bad parameters naming them', async () => {
    const bad = async (query: string, field: string) => expectInvalid(await ctx.a.api.call('POST', `${CUSTOMERS}/search`, criteria(query)), field);
    await bad('take=500', 'take');
    await bad('skip=x', 'skip');
    await bad(`firstname=${'f'.repeat(65)}`, 'firstname');
  });
});

describe('CreateCustomer with Idempotency-Key (extension)', () => {
  const countByEmail = async (email: string) => {
    const page = expectOk(await ctx.a.api.call<CustomerListDto>('POST', `${CUSTOMERS}/list`, { search: email, take: 10 }));
    return page.result.filter((c) => c.profile.email.toLowerCase() === email.toLowerCase()).length;
  };

  it('answers a repeated request with the first customer id and creates nothing, even without an id in the body', async () => {
    const body = customerBody({ email: uniqueEmail('idem') });
    delete body.id;
    const key = { 'Idempotency-Key': `customer-${uniqueTag()}` };
    const first = expectOk(await ctx.a.api.call<string>('POST', CUSTOMERS, body, key));
    const from = ctx.server.logs().length;
    const again = expectOk(await ctx.a.api.call<string>('POST', CUSTOMERS, body, key));
    expect(again).toBe(first);
    expect(await countByEmail(body.email)).toBe(1);
    // The replay is logged once, naming the operation, the institution and the customer it answered with.
    expect(replayLogs(ctx.server, from)).toEqual([expect.objectContaining({ operation: 'CreateCustomer', institutionId: ctx.a.institutionId, customerId: first })]);
  });

  it('creates once when the same request arrives twice at the same moment', async () => {
    const body = customerBody({ email: uniqueEmail('idem-race') });
    const key = { 'Idempotency-Key': `customer-${uniqueTag()}` };
    const answers = await Promise.all([1, 2, 3].map(() => ctx.a.api.call<string>('POST', CUSTOMERS, body, key)));
    const ids = answers.map((answer) => expectOk(answer));
    expect(new Set(ids).size).toBe(1);
    expect(await countByEmail(body.email)).toBe(1);
  });

  it('answers 409 naming Idempotency-Key when the key is reused for another customer', async () => {
    const key = { 'Idempotency-Key': `customer-${uniqueTag()}` };
    expectOk(await ctx.a.api.call<string>('POST', CUSTOMERS, customerBody({ email: uniqueEmail('idem-a') }), key));
    expectConflict(await ctx.a.api.call('POST', CUSTOMERS, customerBody({ email: uniqueEmail('idem-b') }), key), 'Idempotency-Key');
  });

  it('keeps no key of a request that failed, so the corrected retry with the same key creates the customer', async () => {
    const taken = uniqueEmail('idem-taken');
    await ctx.a.steps.createCustomer(customerBody({ email: taken }));
    const key = { 'Idempotency-Key': `customer-${uniqueTag()}` };
    expectConflict(await ctx.a.api.call('POST', CUSTOMERS, customerBody({ email: taken }), key), 'email');
    const fresh = customerBody({ email: uniqueEmail('idem-fixed') });
    expect(expectOk(await ctx.a.api.call<string>('POST', CUSTOMERS, fresh, key))).toBeTruthy();
  });
});
