import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createApiKeyVerifier } from '../../src/auth/api-key-verifier';
import { DEMO_CREDENTIALS_FILE, loadOrCreateDemoCredentials } from '../../src/auth/demo-credentials';
import { parseApiKeys } from '../../src/auth/parse-api-keys';
import { loadConfig } from '../../src/config';
import { parseContract } from '../../src/contract/load-contract';
import type { Services } from '../../src/services/index';
import { cachedContract } from '../helpers/contract-cache';
import { fakeHandlers } from '../helpers/fake-handlers';

const A = '3f2b8c1e-5d4a-4e6f-8a9b-0c1d2e3f4a5b';
const B = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('configuration', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'platform-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('parses API_KEYS into key -> institution', () => {
    expect(parseApiKeys(` key1:${A} , key2:${B.toUpperCase()}`)).toEqual(
      new Map([
        ['key1', A],
        ['key2', B],
      ]),
    );
  });

  it.each([
    [`sekrit${A}`, /entry 1 must look like key:institutionUuid/],
    [`sekrit:not-a-uuid`, /entry 1: the part after the last colon is not a valid institution UUID/],
    // Written the wrong way round, institution first: the key is where the UUID should be, and is not shown.
    [`${A}:sekrit`, /entry 1: the part after the last colon is not a valid institution UUID/],
    [`sekrit:00000000-0000-0000-0000-000000000000`, /not all zeros/],
    [`sekrit:${A},sekrit:${B}`, /entry 2 repeats a key/],
    [`:${A}`, /entry 1 must look like/],
    [',', /API_KEYS is set but empty/],
  ])('rejects API_KEYS=%s with a clear message that never shows the key', (raw, message) => {
    expect(() => parseApiKeys(raw)).toThrow(message);
    try {
      parseApiKeys(raw);
    } catch (error) {
      expect((error as Error).message).not.toContain('sekrit');
    }
  });

  it('verifies keys exactly', () => {
    const verify = createApiKeyVerifier(new Map([['secret-key', A]]));
    expect(verify('secret-key')).toBe(A);
    expect(verify('secret-ke')).toBeNull();
    expect(verify('secret-keyy')).toBeNull();
    expect(verify('')).toBeNull();
  });

  it('reads the environment with the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '.data',
      databaseUrl: undefined,
      apiKeys: null,
      logLevel: 'info',
      staticDir: 'dist',
      validateResponses: true,
      corsOrigins: [],
      connectSrc: [],
    });
    expect(config.contractPath).toMatch(/openapi[/\\]openapi\.yaml$/);
    expect(config.demoMode).toBe(true);
    expect(config.database).toEqual({ poolMax: 10, connectTimeoutMs: 5000, statementTimeoutMs: 15000, idleInTransactionTimeoutMs: 30000 });
    expect(config.http).toEqual({ requestTimeoutMs: 30000, connectionTimeoutMs: 60000 });
    expect(loadConfig({ NODE_ENV: 'production', API_KEYS: `k:${A}` }).validateResponses).toBe(false);
    const custom = loadConfig({
      PORT: '9090',
      API_KEYS: `k:${A}`,
      CORS_ORIGINS: 'https://a.example.com,https://b.example.com:8443',
      CONNECT_SRC: 'https://api.example.com https://sandbox.example.com',
      DATABASE_URL: 'postgres://u:p@localhost/db',
    });
    expect(custom.port).toBe(9090);
    expect(custom.demoMode).toBe(false);
    expect(custom.apiKeys?.get('k')).toBe(A);
    expect(custom.corsOrigins).toEqual(['https://a.example.com', 'https://b.example.com:8443']);
    expect(custom.connectSrc).toEqual(['https://api.example.com', 'https://sandbox.example.com']);
  });

  it('limits requests per key by default, takes RATE_LIMIT_MAX and RATE_LIMIT_WINDOW_MS, and switches off with RATE_LIMIT_MAX=0', () => {
    expect(loadConfig({}).rateLimit).toEqual({ max: 1200, windowMs: 10_000 });
    expect(loadConfig({ RATE_LIMIT_MAX: '50', RATE_LIMIT_WINDOW_MS: '2000' }).rateLimit).toEqual({ max: 50, windowMs: 2000 });
    expect(loadConfig({ RATE_LIMIT_MAX: '0' }).rateLimit).toBeNull();
    expect(() => loadConfig({ RATE_LIMIT_MAX: '-1' })).toThrow('RATE_LIMIT_MAX');
    expect(() => loadConfig({ RATE_LIMIT_MAX: 'lots' })).toThrow('RATE_LIMIT_MAX');
    expect(() => loadConfig({ RATE_LIMIT_WINDOW_MS: '10' })).toThrow('RATE_LIMIT_WINDOW_MS');
  });

  it('starts demo mode only when asked or on the embedded database without keys outside production', () => {
    expect(loadConfig({}).demoMode).toBe(true);
    expect(loadConfig({ DEMO: '1' }).demoMode).toBe(true);
    expect(loadConfig({ DEMO: '1', DATABASE_URL: 'postgres://u:p@db/x' }).demoMode).toBe(true);
    expect(loadConfig({ DEMO: 'true', NODE_ENV: 'production' }).demoMode).toBe(true);
    expect(loadConfig({ API_KEYS: `k:${A}` }).demoMode).toBe(false);
    expect(loadConfig({ API_KEYS: `k:${A}`, DATABASE_URL: 'postgres://u:p@db/x', NODE_ENV: 'production' })).toMatchObject({ demoMode: false });
  });

  it.each([
    [{ DATABASE_URL: 'postgres://u:p@db/x' }, /API_KEYS is not set and DATABASE_URL is set: refusing to start in demo mode.*DEMO=1/],
    [{ NODE_ENV: 'production' }, /API_KEYS is not set and NODE_ENV=production: refusing to start in demo mode.*Set API_KEYS=/],
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/x' }, /DATABASE_URL is set and NODE_ENV=production/],
    [{ DEMO: '0' }, /API_KEYS is not set and DEMO=0/],
    [{ DEMO: '1', API_KEYS: `k:${A}` }, /DEMO=1 and API_KEYS exclude each other/],
    [{ DEMO: 'perhaps' }, /DEMO "perhaps" must be true or false/],
  ])('refuses to start without keys where demo mode would be an accident: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    [{ PG_STATEMENT_TIMEOUT_MS: '0' }, /PG_STATEMENT_TIMEOUT_MS "0" must be a whole number of at least 1/],
    [{ PG_CONNECT_TIMEOUT_MS: 'soon' }, /PG_CONNECT_TIMEOUT_MS "soon"/],
    [{ PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: '1.5' }, /PG_IDLE_IN_TRANSACTION_TIMEOUT_MS "1.5"/],
    [{ HTTP_REQUEST_TIMEOUT_MS: '-1' }, /HTTP_REQUEST_TIMEOUT_MS "-1"/],
  ])('rejects a wrong limit %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads the database and HTTP limits', () => {
    const config = loadConfig({
      PG_POOL_MAX: '4',
      PG_CONNECT_TIMEOUT_MS: '1000',
      PG_STATEMENT_TIMEOUT_MS: '2000',
      PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: '3000',
      HTTP_REQUEST_TIMEOUT_MS: '4000',
      HTTP_CONNECTION_TIMEOUT_MS: '5000',
    });
    expect(config.database).toEqual({ poolMax: 4, connectTimeoutMs: 1000, statementTimeoutMs: 2000, idleInTransactionTimeoutMs: 3000 });
    expect(config.http).toEqual({ requestTimeoutMs: 4000, connectionTimeoutMs: 5000 });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT "eighty"/],
    [{ CORS_ORIGINS: 'https://a.example.com/path' }, /must be an origin only/],
    [{ CONNECT_SRC: "https://x.example.com; script-src 'unsafe-eval'" }, /CONNECT_SRC entry/],
    [{ DATABASE_URL: 'mysql://x', API_KEYS: `k:${A}` }, /DATABASE_URL must start with postgres/],
    [{ VALIDATE_RESPONSES: 'maybe' }, /VALIDATE_RESPONSES "maybe"/],
  ])('rejects %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('creates the demo credentials once, private to the owner, and reuses them', () => {
    const dir = join(tempDir(), 'nested');
    const first = loadOrCreateDemoCredentials(dir);
    expect(first.institutionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.apiKey.length).toBeGreaterThanOrEqual(24);
    const file = join(dir, DEMO_CREDENTIALS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateDemoCredentials(dir)).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
  });

  it('refuses a damaged demo credentials file with a hint', () => {
    const dir = tempDir();
    writeFileSync(join(dir, DEMO_CREDENTIALS_FILE), '{"institutionId": 1}');
    expect(() => loadOrCreateDemoCredentials(dir)).toThrow(/delete it to create new demo credentials/);
  });
});

describe('contract loading and route registration', () => {
  it('loads the team contract with every operation and its validators', () => {
    const contract = cachedContract();
    expect(contract.operations.length).toBeGreaterThanOrEqual(29);
    for (const operation of contract.operations) {
      expect(operation.validators.response(200).declared, operation.operationId).toBe(true);
    }
    expect(contract.operationById.get('GetDemoProfile')?.security).toBeNull();
    expect(contract.operationById.get('QueryTransactions')?.security?.headerName).toBe('x-api-key');
  });

  it('refuses to start when handlers are missing, naming every missing operationId', async () => {
    const contract = cachedContract();
    const handlers = fakeHandlers(contract, {});
    delete handlers.CreateProject;
    delete handlers.SaveCustomerKyc;
    await expect(buildApp({ contract, handlers, services: {} as Services, apiKeys: new Map(), logLevel: 'silent' })).rejects.toThrow(
      /No handler for 2 operation\(s\) of .*: CreateProject, SaveCustomerKyc/,
    );
  });

  it('explains contracts it cannot use', () => {
    expect(() => parseContract('openapi: 3.0.3\npaths: {}\n', 'old.yaml')).toThrow(/OpenAPI 3.0.3; the service expects 3.1/);
    expect(() => parseContract('title: x\n', 'x.yaml')).toThrow(/not an OpenAPI document/);
    expect(() => parseContract('openapi: 3.1.0\npaths:\n  /a:\n    get:\n      responses: {}\n', 'x.yaml')).toThrow(/GET \/a has no operationId/);
    expect(() =>
      parseContract('openapi: 3.1.0\npaths:\n  /a/{id}:\n    get:\n      operationId: A\n      responses: {}\n', 'x.yaml'),
    ).toThrow(/path parameter \{id\} without a parameter definition/);
    expect(() =>
      parseContract(
        "openapi: 3.1.0\npaths:\n  /a:\n    get:\n      operationId: A\n      responses:\n        '200': { $ref: '#/components/responses/Nope' }\n",
        'x.yaml',
      ),
    ).toThrow(/points to nothing/);
  });
});
