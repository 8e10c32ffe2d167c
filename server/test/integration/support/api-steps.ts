import { expect } from 'vitest';
import type {
  CreateCustomerDto,
  CustomerDetailsDto,
  FileResponseDto,
  InitializeTokenizedAssetDto,
  KycDataDto,
  ProjectDto,
  RegistryExtractJobDto,
  TokenizedAssetDetailsDto,
  TokenizedAssetDto,
  TokenizedAssetInitializedDto,
  TransactionQueryDto,
  TxDtoPaginatedListResponse,
} from '../../../../src/api/generated/types.gen';
import type { ContractClient } from '../../helpers/contract-client';
import { expectOk } from './expect-envelope';
import { bondBody, customerBody, kycBody, projectBody } from '../../support/factories';

/** Paths of the contract's operations for one institution. */
export function paths(institutionId: string) {
  const project = `/api/Project/${institutionId}`;
  const tokenization = `/api/Tokenization/${institutionId}`;
  return {
    projects: project,
    optIns: (projectId: string) => `${project}/${projectId}/optins`,
    transfers: (projectId: string) => `${project}/${projectId}/transfers`,
    extract: (projectId: string) => `${project}/${projectId}/registry-extract`,
    extractStatus: (projectId: string) => `${project}/${projectId}/registry-extract/status`,
    extracts: (projectId: string) => `${project}/${projectId}/registry-extracts`,
    extractById: (projectId: string, jobId: string) => `${project}/${projectId}/registry-extracts/${jobId}`,
    customerFile: (customerId: string, fileName: string) => `/api/Customer/${institutionId}/${customerId}/registry-extract/${fileName}`,
    customerFiles: (customerId: string) => `/api/Customer/${institutionId}/${customerId}/registry-extracts`,
    mint: `${tokenization}/mint-token-request`,
    assets: `${tokenization}/tokenized-assets`,
    asset: (assetId: string) => `${tokenization}/tokenized-assets/${assetId}`,
    assetByUnit: (unitName: string) => `${tokenization}/tokenized-assets/unit/${encodeURIComponent(unitName)}`,
    metadata: (assetId: string) => `${tokenization}/tokenized-asset/${assetId}/send-token-metadata-on-chain`,
    transactions: `/api/Transaction/institutionId/${institutionId}`,
    customers: '/api/external/v1/customers',
    customerSearch: '/api/external/v1/customers/search',
    customer: (customerId: string) => `/api/external/v1/customers/${customerId}`,
    kyc: (customerId: string) => `/api/external/v1/customers/${customerId}/kyc`,
    partner: '/api/external/v1/customers/kyc-partner',
    companyPartner: (customerId: string) => `/api/external/v1/customers/${customerId}/kyc-partner/company`,
    demoProfile: '/api/reference/demo-profile',
  };
}

/** The happy-path steps tests build on; each asserts a success envelope and returns its data. */
export class ApiSteps {
  readonly paths: ReturnType<typeof paths>;

  constructor(
    readonly api: ContractClient,
    readonly institutionId: string,
  ) {
    this.paths = paths(institutionId);
  }

  async createProject(body: { name?: string; description?: string | null } = {}): Promise<string> {
    return expectOk(await this.api.call<string>('POST', this.paths.projects, projectBody(body)));
  }

  async listProjects(): Promise<ProjectDto[]> {
    return expectOk(await this.api.call<ProjectDto[]>('GET', this.paths.projects));
  }

  async initializeAsset(body: InitializeTokenizedAssetDto = bondBody()): Promise<string> {
    const data = expectOk(await this.api.call<TokenizedAssetInitializedDto>('POST', this.paths.assets, body));
    expect(data.status).toBe('Initialized');
    return data.id;
  }

  async finalizeAsset(assetId: string, passphrase = 'correct horse battery staple'): Promise<TokenizedAssetDto> {
    return expectOk(await this.api.call<TokenizedAssetDto>('PUT', this.paths.asset(assetId), { credentials: { passphrase } }));
  }

  /** A project with one finalized bond in it. */
  async projectWithFinalizedAsset(): Promise<{ projectId: string; assetId: string; asset: TokenizedAssetDto }> {
    const projectId = await this.createProject();
    const assetId = await this.initializeAsset(bondBody({ projectId }));
    const asset = await this.finalizeAsset(assetId);
    return { projectId, assetId, asset };
  }

  async assetDetails(assetId: string): Promise<TokenizedAssetDetailsDto> {
    return expectOk(await this.api.call<TokenizedAssetDetailsDto>('GET', this.paths.asset(assetId)));
  }

  async createCustomer(body: CreateCustomerDto = customerBody()): Promise<string> {
    return expectOk(await this.api.call<string>('POST', this.paths.customers, body));
  }

  async getCustomer(customerId: string): Promise<CustomerDetailsDto> {
    return expectOk(await this.api.call<CustomerDetailsDto>('GET', this.paths.customer(customerId)));
  }

  async saveKyc(customerId: string, body: KycDataDto = kycBody()): Promise<void> {
    expect(expectOk(await this.api.call<boolean>('POST', this.paths.kyc(customerId), body))).toBe(true);
  }

  async queryTransactions(query: TransactionQueryDto = {}): Promise<TxDtoPaginatedListResponse> {
    return expectOk(await this.api.call<TxDtoPaginatedListResponse>('POST', this.paths.transactions, query));
  }

  async generateExtract(projectId: string): Promise<void> {
    expect(expectOk(await this.api.call<boolean>('POST', this.paths.extract(projectId)))).toBe(true);
  }

  async extractStatus(projectId: string): Promise<RegistryExtractJobDto | null> {
    return expectOk(await this.api.call<RegistryExtractJobDto | null>('GET', this.paths.extractStatus(projectId)));
  }

  async listExtracts(projectId: string): Promise<RegistryExtractJobDto[]> {
    return expectOk(await this.api.call<RegistryExtractJobDto[]>('GET', this.paths.extracts(projectId)));
  }

  /** Polls the latest job until it is Ready or Failed (or the time is up). */
  async waitForExtract(projectId: string, timeoutMs = 20_000): Promise<RegistryExtractJobDto> {
    return this.waitForExtractStatus(projectId, (job) => job?.status === 'Ready' || job?.status === 'Failed', timeoutMs);
  }

  /**
   * Polls the latest job until `until` holds (or the time is up). `context` adds to the failure what helps to read it
   * (the service process's last output, where a test runs it).
   */
  async waitForExtractStatus(
    projectId: string,
    until: (job: RegistryExtractJobDto | null) => boolean,
    timeoutMs: number,
    context: () => string = () => '',
  ): Promise<RegistryExtractJobDto> {
    const deadline = Date.now() + timeoutMs;
    let job: RegistryExtractJobDto | null = null;
    while (Date.now() < deadline) {
      job = await this.extractStatus(projectId);
      if (until(job)) return job as RegistryExtractJobDto;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`The registry extract of project ${projectId} did not get there in ${timeoutMs} ms; last status ${JSON.stringify(job)}\n${context()}`);
  }

  async downloadExtract(projectId: string): Promise<FileResponseDto> {
    return expectOk(await this.api.call<FileResponseDto>('GET', this.paths.extract(projectId)));
  }
}

/** Decodes a FileResponseDto and checks that it is a PDF of the announced size. Returns the bytes. */
export function expectPdf(file: FileResponseDto): Buffer {
  const bytes = Buffer.from(file.content, 'base64');
  expect(file.contentType).toMatch(/^application\/pdf/);
  expect(file.fileName).toMatch(/\.pdf$/);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.subarray(-1024).toString('latin1')).toContain('%%EOF');
  expect(file.sizeBytes).toBe(bytes.length);
  return bytes;
}
