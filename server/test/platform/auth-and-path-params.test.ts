import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractClient, type ContractClient } from '../helpers/contract-client';
import type { RunningServer } from '../helpers/start-platform-server';
import { startRealContractServer, type Seen } from './real-contract-server';
import { NIL_UUID } from '../support/factories';

describe('platform: API keys, institutions and path parameters', () => {
  let server: RunningServer;
  let seen: Seen;
  let client: ContractClient;
  let institutionA: string;
  let institutionB: string;

  beforeAll(async () => {
    ({ server, seen } = await startRealContractServer());
    client = createContractClient(server.baseUrl, server.apiKeys[0].key);
    institutionA = server.apiKeys[0].institutionId;
    institutionB = server.apiKeys[1].institutionId;
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers with the envelope for the key of the path institution', async () => {
    const response = await client.call('GET', `/api/Project/${institutionA}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [], errorMessageCodes: null, errors: null });
    expect(seen.at(-1)?.keyInstitutionId).toBe(institutionA);
    expect(seen.at(-1)?.params).toEqual({ institutionId: institutionA });
  });

  it('answers 401 Unauthorized without a key', async () => {
    const response = await client.call('GET', `/api/Project/${institutionA}`, undefined, { 'X-API-KEY': '' });
    expect(response.status).toBe(401);
    expect(response.body.data).toBeNull();
    expect(response.body.errorMessageCodes).toEqual(['Unauthorized']);
    expect(response.body.errors?.[0]).toMatchObject({ code: 'Unauthorized', field: 'X-API-KEY' });
  });

  it('answers 401 for an unknown key, also one that shares a prefix with a real key', async () => {
    for (const key of ['nope', `${server.apiKeys[0].key}x`, server.apiKeys[0].key.slice(0, -1)]) {
      const response = await client.call('GET', `/api/Project/${institutionA}`, undefined, { 'X-API-KEY': key });
      expect(response.status).toBe(401);
    }
  });

  it('answers 401 before looking at a malformed path parameter', async () => {
    const response = await client.call('GET', `/api/Project/${NIL_UUID}`, undefined, { 'X-API-KEY': 'unknown' });
    expect(response.status).toBe(401);
  });

  it('answers 403 Forbidden for a key of another institution', async () => {
    const response = await client.call('GET', `/api/Project/${institutionB}`);
    expect(response.status).toBe(403);
    expect(response.body.errors?.[0]).toMatchObject({ code: 'Forbidden', field: 'institutionId' });
    const unknownInstitution = await client.call('GET', `/api/Project/${randomUUID()}`);
    expect(unknownInstitution.status).toBe(403);
  });

  it('compares the institution id case-insensitively', async () => {
    const response = await client.call('GET', `/api/Project/${institutionA.toUpperCase()}`);
    expect(response.status).toBe(200);
  });

  it.each([
    ['all-zero', NIL_UUID],
    ['malformed', 'not-a-uuid'],
    ['too short', '1234'],
    ['one character off', `${randomUUID().slice(0, -1)}g`],
  ])('answers 400 InvalidInput on field institutionId for an %s institution id (before the 403 check)', async (_label, id) => {
    const response = await client.call('GET', `/api/Project/${id}`);
    expect(response.status).toBe(400);
    expect(response.body.errorMessageCodes).toEqual(['InvalidInput']);
    expect(response.body.errors).toHaveLength(1);
    expect(response.body.errors?.[0]).toMatchObject({ code: 'InvalidInput', field: 'institutionId' });
  });

  it('reports a dashed path parameter by its contract name', async () => {
    for (const id of [NIL_UUID, 'abc']) {
      const response = await client.call('GET', `/api/external/v1/customers/${id}`);
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]).toMatchObject({ code: 'InvalidInput', field: 'customer-id' });
    }
  });

  it('passes dashed path parameters to the handler under their contract names', async () => {
    const customerId = randomUUID();
    const response = await client.call('GET', `/api/external/v1/customers/${customerId}`);
    expect(response.status).toBe(404);
    expect(seen.at(-1)?.params).toEqual({ 'customer-id': customerId });
    expect(seen.at(-1)?.keyInstitutionId).toBe(institutionA);
  });

  it('takes the institution from the key on external operations', async () => {
    const other = createContractClient(server.baseUrl, server.apiKeys[1].key);
    const response = await other.call('POST', '/api/external/v1/customers/list', {});
    expect(response.status).toBe(200);
    expect(seen.at(-1)?.keyInstitutionId).toBe(institutionB);
  });

  it('validates long path parameters instead of not matching them', async () => {
    const longName = `a${'b'.repeat(300)}`;
    const response = await client.call('GET', `/api/Customer/${institutionA}/${randomUUID()}/registry-extract/${longName}`);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]).toMatchObject({ code: 'InvalidInput', field: 'fileName' });
  });

  it('validates the nested path parameters too, with the institution valid', async () => {
    const response = await client.call('PUT', `/api/Tokenization/${institutionA}/tokenized-assets/${NIL_UUID}`, {
      credentials: { passphrase: 'long enough secret' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]).toMatchObject({ code: 'InvalidInput', field: 'tokenized-asset-id' });
  });
});
