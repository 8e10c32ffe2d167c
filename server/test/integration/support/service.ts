import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createContractClient, type ContractClient } from '../../helpers/contract-client';
import { startTestServer, type StartTestServerOptions, type TestServer } from '../../helpers/start-test-server';
import { ApiSteps } from './api-steps';

/** One institution as a test sees it: its id, its key, a contract-checking client and typed steps. */
export interface Tenant {
  institutionId: string;
  key: string;
  api: ContractClient;
  steps: ApiSteps;
}

export interface ServiceContext {
  server: TestServer;
  /** The test's own institution. */
  a: Tenant;
  /** Another institution on the same service (its ids must be invisible to `a`). */
  b: Tenant;
  /** A client that sends no API key. */
  anonymous: ContractClient;
  /** A client that sends a key the service does not know. */
  unknownKey: ContractClient;
}

function tenant(server: TestServer, index: number): Tenant {
  const { key, institutionId } = server.apiKeys[index];
  const api = createContractClient(server.baseUrl, key);
  return { key, institutionId, api, steps: new ApiSteps(api, institutionId) };
}

/**
 * Starts one live service (fresh database: in-memory PGlite, or a new PostgreSQL database when TEST_DATABASE_URL
 * is set) for the test file and closes it afterwards. The returned object is filled in by `beforeAll`.
 */
export function useService(options: StartTestServerOptions = {}): ServiceContext {
  const ctx = {} as ServiceContext;
  beforeAll(async () => {
    const server = await startTestServer(options);
    Object.assign(ctx, {
      server,
      a: tenant(server, 0),
      b: tenant(server, 1),
      anonymous: createContractClient(server.baseUrl, null),
      unknownKey: createContractClient(server.baseUrl, `unknown-key-${randomUUID()}`),
    });
  });
  afterAll(async () => {
    await ctx.server?.close();
  });
  // When a test fails, show what the service logged as errors meanwhile (rejected responses, unhandled errors).
  beforeEach(({ onTestFailed }) => {
    const from = ctx.server?.logs().length ?? 0;
    onTestFailed(() => {
      const lines = (ctx.server?.logs() ?? '').slice(from).split('\n').filter((l) => /"level":(50|60)/.test(l));
      if (lines.length > 0) console.error(`Service errors during the failed test:\n${lines.join('\n').slice(0, 4000)}`);
    });
  });
  return ctx;
}

export { NIL_UUID } from '../../support/factories';

/** Malformed ids (all answered 400 InvalidInput naming the parameter). */
export const MALFORMED_IDS = ['not-a-uuid', '12345', '3f2b9c1e-6a7d-4e21-9b0c-5d8e7f6a1b2', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz'];
