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

  it('logs every request once, never the keys', async () => {
    const logs = server.logs();
    expect(logs).toContain('request completed');
    for (const { key } of server.apiKeys) expect(logs).not.toContain(key);
  });
});
