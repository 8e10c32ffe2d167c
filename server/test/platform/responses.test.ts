import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/http/api-error';
import type { HandlerMap } from '../../src/http/handler-types';
import { cachedContract } from '../helpers/contract-cache';
import { createContractClient, type ContractClient } from '../helpers/contract-client';
import { FIXTURE_CONTRACT_PATH } from '../helpers/contract-paths';
import { startPlatformServer, type RunningServer } from '../helpers/start-platform-server';

const fixture = cachedContract(FIXTURE_CONTRACT_PATH);

const handlers: HandlerMap = {
  ListWidgets: async (ctx) => ({ data: { query: ctx.query } }),
  CreateWidget: async () => ({ data: randomUUID(), status: 200 }),
  GetBrokenWidget: async () => ({ data: 12345 }),
  CrashWidget: async () => {
    throw new Error('database exploded: params: secret@example.com');
  },
  ConflictWidget: async () => {
    throw ApiError.conflict('name', 'Already there.');
  },
  GetGadget: async (ctx) => ({ data: { params: ctx.params } }),
  SearchGadgets: async (ctx) => ({ data: { search: true, query: ctx.query } }),
  Ping: async (ctx) => ({ data: { keyInstitutionId: ctx.keyInstitutionId } }),
};

describe('platform: responses, envelopes and errors (fixture contract)', () => {
  let server: RunningServer;
  let client: ContractClient;
  let institution: string;

  beforeAll(async () => {
    server = await startPlatformServer({ contract: fixture, handlers });
    client = createContractClient(server.baseUrl, server.apiKeys[0].key, fixture);
    institution = server.apiKeys[0].institutionId;
  });
  afterAll(async () => {
    await server.close();
  });

  it('wraps handler data in the success envelope', async () => {
    const response = await client.call('POST', `/api/Widget/${institution}`, { name: 'W', address: { street: 'S', town: 'T' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body.errorMessageCodes).toBeNull();
    expect(response.body.errors).toBeNull();
    expect(typeof response.body.data).toBe('string');
  });

  it('answers 500 InternalError when a handler answers what the contract does not allow, and logs why', async () => {
    const response = await client.call('GET', `/api/Widget/${institution}/broken`);
    expect(response.status).toBe(500);
    expect(response.body.errors?.[0].code).toBe('InternalError');
    const requestId = response.headers.get('x-request-id');
    expect(response.body.errors?.[0].message).toContain(requestId);
    const line = server.logs().split('\n').find((l) => l.includes('Response rejected'));
    expect(line).toBeDefined();
    expect(line).toContain(requestId);
    expect(line).toContain('GetBrokenWidget');
  });

  it('answers 500 with the request id for a thrown non-ApiError, logging the error without bound values', async () => {
    const response = await client.call('GET', `/api/Widget/${institution}/crash`);
    expect(response.status).toBe(500);
    const requestId = response.headers.get('x-request-id') as string;
    expect(response.body).toEqual({
      data: null,
      errorMessageCodes: ['InternalError'],
      errors: [{ code: 'InternalError', field: '', message: expect.stringContaining(requestId) }],
    });
    expect(response.body.errors?.[0].message).not.toContain('exploded');
    const logged = server.logs();
    expect(logged).toContain('database exploded');
    expect(logged).not.toContain('secret@example.com');
  });

  it('answers 500 when a handler throws a status the operation does not declare, saying so (tests only)', async () => {
    const response = await client.call('GET', `/api/Widget/${institution}/conflict`);
    expect(response.status).toBe(500);
    expect(response.body.errors?.[0].message).toContain('status 409 is not declared for ConflictWidget');
  });

  it('prefers static segments over parameters', async () => {
    const response = await client.call('GET', '/api/external/v1/gadgets/search?email=a@b.c');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ search: true, query: { email: 'a@b.c' } });
    const id = randomUUID();
    const byId = await client.call('GET', `/api/external/v1/gadgets/${id}`);
    expect(byId.body.data).toEqual({ params: { 'gadget-id': id } });
  });

  it('runs operations without security without a key', async () => {
    const anonymous = createContractClient(server.baseUrl, null, fixture);
    const response = await anonymous.call('GET', '/api/public/ping');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ keyInstitutionId: null });
  });

  it('answers unknown /api routes and methods with a 404 envelope', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing/here'],
      ['GET', '/api'],
      ['DELETE', `/api/Widget/${institution}`],
      ['POST', '/api/external/v1/gadgets/search'],
    ]) {
      const response = await client.call(method, path, undefined, {}, { unchecked: true });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.errorMessageCodes).toEqual(['NotFound']);
      expect(response.body.data).toBeNull();
    }
  });

  it('answers malformed URLs with a 400 envelope', async () => {
    const response = await fetch(`${server.baseUrl}/api/external/v1/gadgets/%E0%A4%A`, { headers: { 'x-api-key': server.apiKeys[0].key } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errorMessageCodes: string[] };
    expect(body.errorMessageCodes).toEqual(['InvalidInput']);
  });

  it('returns a request id on every response, and reuses a safe one from the caller', async () => {
    const ok = await client.call('GET', `/api/Widget/${institution}`);
    expect(ok.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const notFound = await client.call('GET', '/api/none', undefined, {}, { unchecked: true });
    expect(notFound.headers.get('x-request-id')).toBeTruthy();
    const traced = await client.call('GET', `/api/Widget/${institution}`, undefined, { 'X-Request-Id': 'trace-abc-12345' });
    expect(traced.headers.get('x-request-id')).toBe('trace-abc-12345');
    const unsafe = await client.call('GET', `/api/Widget/${institution}`, undefined, { 'X-Request-Id': 'bad id <script>' });
    expect(unsafe.headers.get('x-request-id')).not.toBe('bad id <script>');
  });
});
