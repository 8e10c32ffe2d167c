import { describe, expect, it } from 'vitest';
import type { KycRecordDto } from '../../../src/api/generated/types.gen';
import { UNICODE_EDGES } from '../fuzz/mutations';
import { bondBody, customerBody, kycBody, uniqueTag } from '../support/factories';
import { expectError, expectOk } from './support/expect-envelope';
import { rawRequest } from './support/raw-http';
import { useService } from './support/service';

/**
 * Text that breaks naive code (combining marks, right-to-left and bidi controls, emoji sequences, invisible
 * characters, astral characters) is stored and read back exactly as sent, code unit for code unit (no
 * normalisation, no trimming), in every kind of record; a lone surrogate, which no UTF-8 store can hold, is refused
 * with a 400 naming the field instead of being mangled or failing in the database.
 */
const ctx = useService({ worker: false });

describe.each(UNICODE_EDGES.map(([label, text]) => [label, text] as const))('%s', (_label, text) => {
  it('a project name and description', async () => {
    const name = `${text} ${uniqueTag()}`;
    const id = await ctx.a.steps.createProject({ name, description: text });
    const project = (await ctx.a.steps.listProjects()).find((p) => p.id === id);
    expect(project?.name).toBe(name);
    expect(project?.description).toBe(text);
  });

  it('a customer profile', async () => {
    const id = await ctx.a.steps.createCustomer(customerBody({ firstname: text, lastname: `${text}-${uniqueTag()}`, town: text }));
    const { profile } = (await ctx.a.steps.getCustomer(id)).customer;
    expect(profile.firstname).toBe(text);
    expect(profile.lastname.startsWith(`${text}-`)).toBe(true);
    expect(profile.town).toBe(text);
  });

  it('a KYC record', async () => {
    const customerId = await ctx.a.steps.createCustomer();
    await ctx.a.steps.saveKyc(customerId, kycBody({ firstname: text, placeOfBirth: text }));
    const records = expectOk(await ctx.a.api.call<KycRecordDto[]>('GET', `/api/external/v1/customers/${customerId}/kyc`));
    expect(records).toHaveLength(1);
    expect(records[0].data.firstname).toBe(text);
    expect(records[0].data.placeOfBirth).toBe(text);
  });

  it('an asset name and unit name', async () => {
    // The chain's byte limits (name 32, unit name 8) are the dashboard's to warn about; the interface sets none.
    const projectId = await ctx.a.steps.createProject();
    const id = await ctx.a.steps.initializeAsset(bondBody({ projectId, name: text, unitName: text }));
    const { asset } = await ctx.a.steps.assetDetails(id);
    expect(asset.name).toBe(text);
    expect(asset.unitName).toBe(text);
  });
});

describe('a lone surrogate cannot be stored in UTF-8', () => {
  it('is refused on the field that holds it', async () => {
    // JSON.stringify writes a lone surrogate as the escape \ud800, as a client would send it.
    const body = JSON.stringify({ name: `broken \ud800 ${uniqueTag()}`, description: null });
    const res = await rawRequest(ctx.server.baseUrl, {
      method: 'POST',
      path: `/api/Project/${ctx.a.institutionId}`,
      headers: { 'x-api-key': ctx.a.key, 'content-type': 'application/json' },
      body,
    });
    expectError(res, 400, 'InvalidInput', 'name');
  });
});
