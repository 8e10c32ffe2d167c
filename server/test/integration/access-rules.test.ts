import { beforeAll, describe, expect, it } from 'vitest';
import { cachedContract } from '../helpers/contract-cache';
import { createContractClient } from '../helpers/contract-client';
import { expectError, expectInvalid, expectNotFound } from './support/expect-envelope';
import { bondBody } from '../support/factories';
import { rawRequest } from './support/raw-http';
import { MALFORMED_IDS, NIL_UUID, useService } from './support/service';

/**
 * The rules every operation shares, driven by the contract itself so that a new operation is covered without
 * editing this file: 401 without or with an unknown key, 403 for another institution's path, 400 InvalidInput
 * naming the parameter for all-zero or malformed ids (checked before the institution), 404 for unknown routes.
 */
const ctx = useService();
const contract = cachedContract();
const secured = contract.operations.filter((o) => o.security !== null);
const ids: Record<string, string> = {};

beforeAll(async () => {
  const { steps } = ctx.a;
  ids.institutionId = ctx.a.institutionId;
  ids.projectId = await steps.createProject();
  ids.assetId = await steps.initializeAsset(bondBody({ projectId: ids.projectId }));
  ids.customerId = await steps.createCustomer();
  ids.jobId = ids.projectId;
});

/** A request path for the operation with valid ids of institution A, with `override` for single parameters. */
function pathOf(template: string, override: Record<string, string> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    if (name in override) return override[name];
    switch (name) {
      case 'institutionId':
        return ids.institutionId;
      case 'projectId':
        return ids.projectId;
      case 'customerId':
      case 'customer-id':
        return ids.customerId;
      case 'tokenized-asset-id':
      case 'tokenizedAssetId':
        return ids.assetId;
      case 'jobId':
        return ids.jobId;
      case 'fileName':
        return 'registry-extract.pdf';
      case 'tokenized-asset-unit-name':
        return 'UNIT1';
      default:
        throw new Error(`No sample value for path parameter ${name}`);
    }
  });
}

const bodyFor = (operation: (typeof secured)[number]) => (operation.requestBody ? {} : undefined);
const uuidParams = (operation: (typeof secured)[number]) =>
  operation.pathParams.map((p) => p.name).filter((n) => !['fileName', 'tokenized-asset-unit-name'].includes(n));

describe.each(secured.map((o) => [o.operationId, o] as const))('%s', (_id, operation) => {
  const method = operation.method.toUpperCase();

  it('answers 401 Unauthorized without an API key and with an unknown one', async () => {
    expectError(await ctx.anonymous.call(method, pathOf(operation.path), bodyFor(operation)), 401, 'Unauthorized');
    expectError(await ctx.unknownKey.call(method, pathOf(operation.path), bodyFor(operation)), 401, 'Unauthorized');
    const caseChanged = createContractClient(ctx.server.baseUrl, ctx.a.key.toUpperCase());
    expectError(await caseChanged.call(method, pathOf(operation.path), bodyFor(operation)), 401, 'Unauthorized');
    const padded = createContractClient(ctx.server.baseUrl, `${ctx.a.key}x`);
    expectError(await padded.call(method, pathOf(operation.path), bodyFor(operation)), 401, 'Unauthorized');
  });

  const params = uuidParams(operation);
  if (params.length > 0) {
    it('checks the key before the parameters: no key and a malformed id is still 401', async () => {
      const path = pathOf(operation.path, { [params[params.length - 1]]: 'not-a-uuid' });
      expectError(await ctx.anonymous.call(method, path, bodyFor(operation)), 401, 'Unauthorized');
    });
  }

  const hasInstitution = operation.pathParams.some((p) => p.name === 'institutionId');

  if (hasInstitution) {
    it('answers 403 Forbidden for a key of another institution, naming institutionId', async () => {
      expectError(await ctx.b.api.call(method, pathOf(operation.path), bodyFor(operation)), 403, 'Forbidden', 'institutionId');
    });
  }

  for (const name of params) {
    it(`answers 400 InvalidInput naming ${name} when it is all-zero or malformed`, async () => {
      for (const bad of [NIL_UUID, ...MALFORMED_IDS]) {
        expectInvalid(await ctx.a.api.call(method, pathOf(operation.path, { [name]: bad }), bodyFor(operation)), name);
      }
      // Before the institution check: another institution's key still gets the 400 for a malformed id.
      expectInvalid(await ctx.b.api.call(method, pathOf(operation.path, { [name]: NIL_UUID }), bodyFor(operation)), name);
    });
  }

  if (hasInstitution) {
    it('answers 400 InvalidInput naming institutionId for an empty institution id', async () => {
      const res = await rawRequest(ctx.server.baseUrl, {
        method,
        path: pathOf(operation.path, { institutionId: '' }),
        headers: { 'x-api-key': ctx.a.key, ...(operation.requestBody ? { 'content-type': 'application/json' } : {}) },
        body: operation.requestBody ? '{}' : undefined,
      });
      expectInvalid(res, 'institutionId');
    });
  }
});

describe('API keys in the logs', () => {
  it('no key, known or unknown, appears in anything the service logged', () => {
    const logs = ctx.server.logs();
    expect(logs).toContain('request completed');
    for (const key of [ctx.a.key, ctx.b.key, ctx.a.key.toUpperCase()]) expect(logs.includes(key), 'an API key was logged').toBe(false);
    expect(/unknown-key-[0-9a-f-]{36}/.test(logs), 'the unknown key was logged').toBe(false);
  });
});

describe('GetDemoProfile', () => {
  it('answers 404 NotFound on a service with configured keys, with or without a key', async () => {
    expectNotFound(await ctx.anonymous.call('GET', '/api/reference/demo-profile'));
    expectNotFound(await ctx.a.api.call('GET', '/api/reference/demo-profile'));
  });
});

describe('Bodies that are not JSON', () => {
  it('every operation with a body answers a wrong content type with a 4xx the contract declares, naming body', async () => {
    const problems: string[] = [];
    for (const operation of secured.filter((o) => o.requestBody !== null)) {
      for (const [contentType, body] of [
        ['text/plain', 'name=x'],
        ['application/xml', '<project><name>x</name></project>'],
        ['application/x-www-form-urlencoded', 'name=x'],
      ]) {
        const what = `${operation.operationId} with ${contentType}`;
        try {
          // The harness client throws when the contract does not declare the status the service answers.
          const res = await ctx.a.api.call(operation.method, pathOf(operation.path), body, { 'content-type': contentType });
          const named = res.body.errors?.some((e) => e.code === 'InvalidInput' && e.field === 'body');
          if (res.status < 400 || res.status >= 500 || !named) problems.push(`${what}: ${res.status} ${res.text}`);
        } catch (error) {
          problems.push(`${what}: ${(error as Error).message.split('. Body:')[0]}`);
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('Unknown routes and oversized bodies', () => {
  it('answers unknown /api routes with a 404 envelope', async () => {
    const res = await ctx.a.api.call('GET', `/api/Project/${ctx.a.institutionId}/${ids.projectId}/nothing-here`, undefined, {}, { unchecked: true });
    expectNotFound(res);
  });

  it('answers a body beyond the size limit with a declared 4xx envelope naming body, never a 5xx', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    const res = await ctx.a.api.call('POST', `/api/Project/${ctx.a.institutionId}`, huge);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.errors?.some((e) => e.field === 'body' || e.field === 'name'), res.text).toBe(true);
  });
});
