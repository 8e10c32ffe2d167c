import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createClient } from '@hey-api/openapi-ts';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import config from '../openapi-ts.config';
import { contractLimitsFiles, LIMITS_DIR, LIMITS_FILE } from '../scripts/generate-contract-limits';

const CONTRACT = 'openapi/openapi.yaml';
const GENERATED = 'src/api/generated';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Operation = { operationId?: string; security?: unknown[]; 'x-extension'?: boolean; tags?: string[] };
const doc = parse(readFileSync(CONTRACT, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { 'x-extension'?: boolean }> };
};
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] })),
);

// The operations the interface document names (§4.1 and §4.2), with the names the issue gives the unnamed ones.
const INTERFACE_OPERATIONS = [
  'GetProjectsByInstitutionId', 'CreateProject', 'UpdateProject', 'GetProjectOptIns', 'DownloadRegistryExtract',
  'GenerateRegistryExtractV2', 'GetProjectTransfers', 'DownloadRegistryExtractFile', 'CreateMintTokenRequest',
  'GetTokenizedAssetDetails', 'FinalizeTokenizedAsset', 'GetTokenizedAssetByUnitName', 'SendTokenMetadataOnChain',
  'InitializeTokenizedAssetCreation', 'QueryTransactions', 'CreateCustomer', 'SaveCustomerKyc', 'SendKycToPartner',
];

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

describe('the OpenAPI contract', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(CONTRACT);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has every operation of the interface, and marks every other operation as an extension', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const name of INTERFACE_OPERATIONS) expect(ids).toContain(name);
    const extensions = operations.filter((o) => !INTERFACE_OPERATIONS.includes(o.op.operationId ?? ''));
    expect(extensions.length).toBeGreaterThan(0);
    for (const { op } of extensions) expect(op['x-extension'], `${op.operationId} must carry x-extension`).toBe(true);
  });

  it('protects every operation with the API key, except the reference service demo profile', () => {
    const open = operations.filter((o) => Array.isArray(o.op.security) && o.op.security.length === 0);
    expect(open.map((o) => o.op.operationId)).toEqual(['GetDemoProfile']);
  });

  it('keeps the generated client in step with the contract', async () => {
    const out = mkdtempSync(join(tmpdir(), 'contract-gen-'));
    await createClient({ ...config, output: { ...(config as { output: object }).output, path: out }, logs: { level: 'silent' } } as never);
    const fresh = listFiles(out).map((f) => relative(out, f)).sort();
    const committed = listFiles(GENERATED).map((f) => relative(GENERATED, f)).sort();
    expect(committed).toEqual(fresh);
    for (const file of fresh) {
      const same = readFileSync(join(out, file), 'utf8') === readFileSync(join(GENERATED, file), 'utf8');
      expect(same, `${GENERATED}/${file} is stale: run npm run generate`).toBe(true);
    }
  }, 60_000);

  it('keeps the limits the dashboard reads without zod in step with the contract', async () => {
    const fresh = contractLimitsFiles(readFileSync(CONTRACT, 'utf8'));
    const committed = [LIMITS_FILE, ...listFiles(LIMITS_DIR)].sort();
    expect(committed).toEqual([...fresh.keys()].sort());
    for (const [path, text] of fresh) expect(readFileSync(path, 'utf8') === text, `${path} is stale: run npm run generate`).toBe(true);
    // What the screens read is the contract's word: the search boxes' and the finalize dialog's limits among them, the
    // nested objects' (the e-money corporate's lists, a company's person) and the number ranges (page size, decimals).
    const limits = await import('../src/api/contract-limits.gen');
    type Property = { minLength?: number; maxLength?: number; maxItems?: number; maximum?: number; properties?: Record<string, Property> };
    const schemas = doc.components.schemas as Record<string, { properties: Record<string, Property> }>;
    expect(limits.CustomerListQueryDtoLimits.search.maxLength).toBe(schemas.CustomerListQueryDto.properties.search.maxLength);
    expect(limits.TransactionQueryDtoLimits.searchText.maxLength).toBe(schemas.TransactionQueryDto.properties.searchText.maxLength);
    expect(limits.SimpleAccessCredentialsDtoLimits.passphrase).toEqual({ minLength: 8, maxLength: 256 });
    expect(limits.EmoneyDtoLimits.corporate.representatives.maxItems).toBe(schemas.EmoneyDto.properties.corporate.properties?.representatives.maxItems);
    expect(limits.PartnerSubPersonDtoLimits.person.attachments.maxItems).toBe(schemas.PartnerSubPersonDto.properties.person.properties?.attachments.maxItems);
    expect(limits.CustodianLegalPersonDtoLimits.kyc.businessDescription.maxLength).toBe(schemas.CustodianLegalPersonDto.properties.kyc.properties?.businessDescription.maxLength);
    expect(limits.TransactionQueryDtoLimits.take.maximum).toBe(schemas.TransactionQueryDto.properties.take.maximum);
    expect(limits.InitializeTokenizedAssetDtoLimits.decimals).toEqual({ minimum: 0, maximum: schemas.InitializeTokenizedAssetDto.properties.decimals.maximum });
  });
});
