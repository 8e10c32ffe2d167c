import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractClient, type ContractClient } from '../helpers/contract-client';
import { startTestServer, type TestServer } from '../helpers/start-test-server';

interface ProjectDto {
  id: string;
  name: string;
}

describe('platform: the whole service on a fresh database', () => {
  let server: TestServer;
  let client: ContractClient;
  let institution: string;

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    client = createContractClient(server.baseUrl, server.apiKeys[0].key);
    institution = server.apiKeys[0].institutionId;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('registers the real handlers for every operation and answers within the contract', async () => {
    const seeded = await client.call<ProjectDto[]>('GET', `/api/Project/${institution}`);
    expect(seeded.status).toBe(200);
    expect(seeded.body.data.length).toBeGreaterThan(0);

    const created = await client.call<string>('POST', `/api/Project/${institution}`, { name: 'Platform smoke test' });
    expect(created.status).toBe(200);
    const after = await client.call<ProjectDto[]>('GET', `/api/Project/${institution}`);
    expect(after.body.data.map((p) => p.id)).toContain(created.body.data);
  });

  it('keeps institutions apart', async () => {
    const other = createContractClient(server.baseUrl, server.apiKeys[1].key);
    const own = await other.call<ProjectDto[]>('GET', `/api/Project/${server.apiKeys[1].institutionId}`);
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([]);
    const foreign = await other.call('GET', `/api/Project/${institution}`);
    expect(foreign.status).toBe(403);
  });

  it("names the contract's path parameter in errors, and treats the all-zero UUID as an ordinary unit or file name", async () => {
    const unknown = '5d7c1a2b-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
    const zero = '00000000-0000-0000-0000-000000000000';
    const fieldOf = async (method: string, url: string, body?: unknown) => {
      const response = await client.call(method, url, body);
      return [response.status, response.body.errors?.map((e) => e.field)];
    };
    expect(await fieldOf('GET', `/api/external/v1/customers/${unknown}`)).toEqual([404, ['customer-id']]);
    expect(await fieldOf('GET', `/api/external/v1/customers/${unknown}/kyc`)).toEqual([404, ['customer-id']]);
    expect(await fieldOf('GET', `/api/Tokenization/${institution}/tokenized-assets/${unknown}`)).toEqual([404, ['tokenized-asset-id']]);
    expect(await fieldOf('PUT', `/api/Tokenization/${institution}/tokenized-assets/${unknown}`, { credentials: { passphrase: 'long enough secret' } })).toEqual([
      404,
      ['tokenized-asset-id'],
    ]);
    expect(await fieldOf('GET', `/api/Tokenization/${institution}/tokenized-assets/unit/NOSUCHUNIT`)).toEqual([404, ['tokenized-asset-unit-name']]);
    expect(await fieldOf('POST', `/api/Tokenization/${institution}/tokenized-asset/${unknown}/send-token-metadata-on-chain`)).toEqual([404, ['tokenizedAssetId']]);
    // Not uuid parameters: the all-zero UUID string is a name like any other (404, not 400).
    expect(await fieldOf('GET', `/api/Tokenization/${institution}/tokenized-assets/unit/${zero}`)).toEqual([404, ['tokenized-asset-unit-name']]);
    // (The customer is unknown too, and is what the answer names: not the file name, which is not refused as 400.)
    expect(await fieldOf('GET', `/api/Customer/${institution}/${unknown}/registry-extract/${zero}`)).toEqual([404, ['customerId']]);
    // A uuid parameter still rejects it (by its schema).
    expect(await fieldOf('GET', `/api/external/v1/customers/${zero}`)).toEqual([400, ['customer-id']]);
  });

  it('logs every request once, never the keys', async () => {
    const logs = server.logs();
    expect(logs).toContain('request completed');
    for (const { key } of server.apiKeys) expect(logs).not.toContain(key);
  });
});
