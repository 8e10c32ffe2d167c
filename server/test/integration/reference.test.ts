import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomerListDto,
  DemoProfileDto,
  KycRecordDto,
  ProjectDto,
  TokenizedAssetDto,
  TokenizedAssetOptInDto,
  TokenizedAssetTransferDto,
  TxDtoPaginatedListResponse,
} from '../../../src/api/generated/types.gen';
import { loadOrCreateDemoCredentials } from '../../src/auth/demo-credentials';
import { openDatabase } from '../../src/db/open-database';
import { createHandlers } from '../../src/handlers/index';
import { createServices } from '../../src/services/index';
import { seedDemoData } from '../../src/seed/seed-demo-data';
import { cachedContract } from '../helpers/contract-cache';
import { createContractClient, type ContractClient } from '../helpers/contract-client';
import { createLogCapture } from '../helpers/log-capture';
import { createCapturedLogger, listenOnLoopback, type RunningServer } from '../helpers/start-platform-server';
import { createTemporaryDatabase, type TemporaryDatabase } from '../helpers/test-database';
import { paths } from './support/api-steps';
import { expectError, expectOk } from './support/expect-envelope';

/**
 * Demo mode (API_KEYS unset): GetDemoProfile hands out the demo institution and key without a key, and that key
 * sees the seeded demo data. The service is assembled as main.ts does it in demo mode.
 */
let server: RunningServer;
let dataDir: string;
let temporary: TemporaryDatabase | undefined;
let closeDatabase: () => Promise<void> = async () => {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'demo-mode-'));
  if (process.env.TEST_DATABASE_URL) temporary = await createTemporaryDatabase(process.env.TEST_DATABASE_URL);
  const database = await openDatabase({ dataDir, databaseUrl: temporary?.url, inMemory: !temporary });
  closeDatabase = () => database.close();
  const logCapture = createLogCapture();
  const services = createServices(database, { log: createCapturedLogger(logCapture) });
  const demoProfile = loadOrCreateDemoCredentials(dataDir);
  await seedDemoData(services, { institutionId: demoProfile.institutionId, institutionName: demoProfile.institutionName });
  server = await listenOnLoopback({
    contract: cachedContract(),
    handlers: createHandlers(),
    services,
    apiKeys: new Map([[demoProfile.apiKey, demoProfile.institutionId]]),
    demoProfile,
    logCapture,
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await closeDatabase();
  await temporary?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('GetDemoProfile in demo mode', () => {
  let profile: DemoProfileDto;
  let api: ContractClient;

  beforeAll(async () => {
    profile = expectOk(await createContractClient(server.baseUrl, null).call<DemoProfileDto>('GET', '/api/reference/demo-profile'));
    api = createContractClient(server.baseUrl, profile.apiKey);
  });

  it('answers the demo institution and its key without an API key', async () => {
    expect(profile.institutionId).toBe(server.apiKeys[0].institutionId);
    expect(profile.apiKey).toBe(server.apiKeys[0].key);
    expect(profile.institutionName).toEqual(expect.any(String));
    // The same answer with a key (the operation has no security, the key is ignored).
    expect(expectOk(await api.call<DemoProfileDto>('GET', '/api/reference/demo-profile'))).toEqual(profile);
  });

  it("the demo key opens the demo institution's seeded data: projects, assets, opt-ins, transfers", async () => {
    const p = paths(profile.institutionId);
    const projects = expectOk(await api.call<ProjectDto[]>('GET', p.projects));
    expect(projects.length).toBeGreaterThanOrEqual(2);
    const assets = expectOk(await api.call<TokenizedAssetDto[]>('GET', p.assets));
    expect(new Set(assets.map((a) => a.status))).toEqual(new Set(['Finalized', 'Initialized']));
    expect(new Set(assets.map((a) => a.kind))).toEqual(new Set(['Bond', 'Share']));
    let optInCount = 0;
    let transferCount = 0;
    for (const project of projects) {
      optInCount += expectOk(await api.call<TokenizedAssetOptInDto[]>('GET', p.optIns(project.id))).length;
      transferCount += expectOk(await api.call<TokenizedAssetTransferDto[]>('GET', p.transfers(project.id))).length;
    }
    expect(optInCount).toBeGreaterThan(0);
    expect(transferCount).toBeGreaterThan(0);
  });

  it('seeds thousands of transactions in every status and action, and about 40 customers with KYC', async () => {
    const p = paths(profile.institutionId);
    const all = expectOk(await api.call<TxDtoPaginatedListResponse>('POST', p.transactions, { take: 1 }));
    expect(all.count).toBeGreaterThanOrEqual(1000);
    for (const txStatus of ['New', 'Successful', 'Canceled', 'Failed', 'Retrying']) {
      expect(expectOk(await api.call<TxDtoPaginatedListResponse>('POST', p.transactions, { txStatus, take: 1 })).count, txStatus).toBeGreaterThan(0);
    }
    const customers = expectOk(await api.call<CustomerListDto>('POST', `${p.customers}/list`, { take: 200 }));
    expect(customers.count).toBeGreaterThanOrEqual(30);
    const withKyc = customers.result.filter((c) => c.kycStatus !== 'None');
    expect(withKyc.length).toBeGreaterThan(0);
    expect(expectOk(await api.call<KycRecordDto[]>('GET', p.kyc(withKyc[0].id))).length).toBeGreaterThan(0);
  });

  it('still answers 401 for operations called without the key', async () => {
    const anonymous = createContractClient(server.baseUrl, null);
    expectError(await anonymous.call('GET', paths(profile.institutionId).projects), 401, 'Unauthorized');
  });
});
