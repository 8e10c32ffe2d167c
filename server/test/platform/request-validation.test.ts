import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractClient, type ContractClient } from '../helpers/contract-client';
import type { RunningServer } from '../helpers/start-platform-server';
import { startRealContractServer, type Seen } from './real-contract-server';
import { kycBody } from '../support/factories';

describe('platform: request bodies and query parameters', () => {
  let server: RunningServer;
  let seen: Seen;
  let client: ContractClient;
  let institution: string;

  beforeAll(async () => {
    ({ server, seen } = await startRealContractServer());
    client = createContractClient(server.baseUrl, server.apiKeys[0].key);
    institution = server.apiKeys[0].institutionId;
  });
  afterAll(async () => {
    await server.close();
  });

  it('passes a valid body to the handler unchanged', async () => {
    const body = { name: 'Solar Park', description: null };
    const response = await client.call('POST', `/api/Project/${institution}`, body);
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeNull();
    expect(seen.at(-1)?.body).toEqual(body);
  });

  it('answers MissingField naming a missing top-level property', async () => {
    const response = await client.call('POST', `/api/Project/${institution}`, { description: 'no name' });
    expect(response.status).toBe(400);
    expect(response.body.errorMessageCodes).toEqual(['MissingField']);
    expect(response.body.errors).toEqual([{ code: 'MissingField', field: 'name', message: expect.any(String) }]);
  });

  it('answers MissingField with the dotted path of a missing nested property', async () => {
    const body = kycBody();
    delete (body.address as Record<string, unknown>).town;
    const response = await client.call('POST', `/api/external/v1/customers/${randomUUID()}/kyc`, body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(expect.objectContaining({ code: 'MissingField', field: 'address.town' }));
  });

  it('rejects unknown properties where the contract forbids them (the initialize body and its credentials), naming them', async () => {
    const path = `/api/Tokenization/${institution}/tokenized-assets`;
    const response = await client.call('POST', path, { isin: 'DE0001', issuerName: 'I', ticker: 'X' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ code: 'InvalidInput', field: 'ticker', message: expect.any(String) }]);

    const nested = await client.call('POST', path, { isin: 'DE0001', issuerName: 'I', credentials: { passphrase: null, pin: '1234' } });
    expect(nested.status).toBe(400);
    expect(nested.body.errors).toEqual([{ code: 'InvalidInput', field: 'credentials.pin', message: expect.any(String) }]);
  });

  it('ignores unknown properties elsewhere: the handler never sees them', async () => {
    const response = await client.call('POST', `/api/Project/${institution}`, { name: 'P', colour: 'red', nested: { a: 1 } });
    expect(response.status).toBe(200);
    expect(seen.at(-1)?.body).toEqual({ name: 'P' });
  });

  it('answers InvalidInput with the dotted path for wrong types, lengths, formats and enum values', async () => {
    const short = await client.call('PUT', `/api/Tokenization/${institution}/tokenized-assets/${randomUUID()}`, {
      credentials: { passphrase: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.errors?.[0]).toMatchObject({ code: 'InvalidInput', field: 'credentials.passphrase' });
    // In words a caller reads, not Ajv's ("must NOT have fewer than 12 characters").
    expect(short.body.errors?.[0]?.message).toMatch(/^credentials\.passphrase must be at least \d+ characters long\.$/);

    const wrongType = await client.call('POST', `/api/Project/${institution}`, { name: 42 });
    expect(wrongType.body.errors?.[0]).toMatchObject({ code: 'InvalidInput', field: 'name', message: 'name must be a text.' });

    const tooLong = await client.call('POST', `/api/Project/${institution}`, { name: 'x'.repeat(201) });
    expect(tooLong.body.errors?.[0]).toMatchObject({ code: 'InvalidInput', field: 'name', message: 'name must be at most 200 characters long.' });

    const kyc = { ...kycBody(), email: 'not an e-mail', gender: 'Robot' };
    const invalid = await client.call('POST', `/api/external/v1/customers/${randomUUID()}/kyc`, kyc);
    expect(invalid.status).toBe(400);
    const fields = invalid.body.errors?.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'gender']));
    expect(invalid.body.errors?.every((e) => e.code === 'InvalidInput')).toBe(true);
  });

  it('answers 400 InvalidInput on field body for malformed JSON', async () => {
    for (const junk of ['{"name": ', '{name: 1}', 'nope', '[1,2', '{"__proto__": {"x": 1}}']) {
      const response = await client.call('POST', `/api/Project/${institution}`, junk);
      expect(response.status, junk).toBe(400);
      expect(response.body.errors?.[0], junk).toMatchObject({ code: 'InvalidInput', field: 'body' });
    }
  });

  it('answers 400 MissingField on field body for an empty body where one is required', async () => {
    const withType = await client.call('POST', `/api/Project/${institution}`, '');
    expect(withType.status).toBe(400);
    expect(withType.body.errors?.[0]).toMatchObject({ code: 'MissingField', field: 'body' });

    const withoutType = await client.call('POST', `/api/Project/${institution}`);
    expect(withoutType.status).toBe(400);
    expect(withoutType.body.errors?.[0]).toMatchObject({ code: 'MissingField', field: 'body' });
  });

  it('answers InvalidInput on field body for a body of the wrong JSON type', async () => {
    for (const value of ['null', '[]', '"text"', '7']) {
      const response = await client.call('POST', `/api/Project/${institution}`, value);
      expect(response.status, value).toBe(400);
      expect(response.body.errors?.[0], value).toMatchObject({ code: 'InvalidInput', field: 'body' });
    }
  });

  it.each(['application/json', 'application/json-patch+json', 'text/json', 'application/vnd.registry+json', 'application/json; charset=utf-8'])(
    'accepts the content type %s',
    async (contentType) => {
      const response = await client.call('POST', `/api/Transaction/institutionId/${institution}`, { take: 10 }, { 'Content-Type': contentType });
      expect(response.status).toBe(200);
      expect(seen.at(-1)?.body).toEqual({ take: 10 });
    },
  );

  it('answers 415 with the envelope for any other content type, never 500', async () => {
    for (const contentType of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded']) {
      const response = await client.call('POST', `/api/Project/${institution}`, 'name=x', { 'Content-Type': contentType }, { unchecked: true });
      expect(response.status, contentType).toBe(415);
      expect(response.body.errors?.[0], contentType).toMatchObject({ code: 'InvalidInput', field: 'body' });
    }
  });

  it('answers 413 with the envelope for a body over the limit', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
    const response = await client.call('POST', `/api/Project/${institution}`, huge, {}, { unchecked: true });
    expect(response.status).toBe(413);
    expect(response.body.errors?.[0]).toMatchObject({ code: 'InvalidInput', field: 'body' });
  });

  it('coerces query parameters, fills in defaults and reports bad values by parameter name', async () => {
    const submissions = `/api/external/v1/customers/${randomUUID()}/kyc-partner`;
    const ok = await client.call('GET', `${submissions}?take=50`);
    expect(ok.status).toBe(200);
    expect(seen.at(-1)?.query).toMatchObject({ take: 50, skip: 0 });

    const defaults = await client.call('GET', submissions);
    expect(defaults.status).toBe(200);
    expect(seen.at(-1)?.query).toMatchObject({ take: 25, skip: 0 });

    for (const query of ['take=201', 'take=0', 'take=abc', 'take=1.5']) {
      const response = await client.call('GET', `${submissions}?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.errors?.[0], query).toMatchObject({ code: 'InvalidInput', field: 'take' });
    }
    const skip = await client.call('GET', `${submissions}?skip=-1`);
    expect(skip.body.errors?.[0]).toMatchObject({ code: 'InvalidInput', field: 'skip' });
  });

  it('ignores unknown query parameters: the handler gets only the declared ones', async () => {
    const response = await client.call('GET', `/api/external/v1/customers/${randomUUID()}/kyc-partner?pageSize=10&take=5`);
    expect(response.status).toBe(200);
    expect(seen.at(-1)?.query).toMatchObject({ take: 5 });
    expect(seen.at(-1)?.query).not.toHaveProperty('pageSize');
  });

  it('takes the customer list\'s search, sort and page in the body (names and e-mails stay out of request lines) and reports bad values by property', async () => {
    const ok = await client.call('POST', '/api/external/v1/customers/list', { take: 50, skip: null, search: 'Weiß', identityVerified: null, sortPath: null, sortDirection: null });
    expect(ok.status).toBe(200);
    expect(seen.at(-1)?.body).toMatchObject({ take: 50, search: 'Weiß' });
    expect((await client.call('POST', '/api/external/v1/customers/list', {})).status).toBe(200);
    for (const take of [201, 0, 'abc', 1.5]) {
      const response = await client.call('POST', '/api/external/v1/customers/list', { take });
      expect(response.status, String(take)).toBe(400);
      expect(response.body.errors?.[0], String(take)).toMatchObject({ code: 'InvalidInput', field: 'take' });
    }
    const sort = await client.call('POST', '/api/external/v1/customers/list', { sortDirection: 'sideways' });
    expect(sort.body.errors?.[0]).toMatchObject({ code: 'InvalidInput', field: 'sortDirection' });
  });

  it('rejects the all-zero UUID in a required id of a body', async () => {
    const response = await client.call('PUT', `/api/Project/${institution}`, { id: '00000000-0000-0000-0000-000000000000', name: 'P' });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]).toMatchObject({ code: 'InvalidInput', field: 'id' });
  });
});
