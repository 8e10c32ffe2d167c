import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ProjectDto, TokenizedAssetOptInDto, TokenizedAssetTransferDto } from '../../../src/api/generated/types.gen';
import { optIns, transfers } from '../../src/db/schema';
import { expectConflict, expectInvalid, expectMissing, expectNotFound, expectOk } from './support/expect-envelope';
import { bondBody, projectBody, uniqueTag } from '../support/factories';
import { NIL_UUID, useService } from './support/service';

const ctx = useService();

describe('GetProjectsByInstitutionId', () => {
  it("lists the institution's projects newest first, with their asset counts, and none of another institution", async () => {
    const { steps } = ctx.a;
    const first = await steps.createProject({ name: `First ${uniqueTag()}` });
    const second = await steps.createProject({ name: `Second ${uniqueTag()}`, description: null });
    await steps.initializeAsset(bondBody({ projectId: second }));
    await steps.initializeAsset(bondBody({ projectId: second }));
    const foreign = await ctx.b.steps.createProject();

    const list = await steps.listProjects();
    const ids = list.map((p) => p.id);
    expect(ids).toContain(first);
    expect(ids).toContain(second);
    expect(ids).not.toContain(foreign);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    const created = list.find((p) => p.id === second) as ProjectDto;
    expect(created).toMatchObject({ institutionId: ctx.a.institutionId, description: null, assetCount: 2 });
    expect(list.find((p) => p.id === first)?.assetCount).toBe(0);
    for (const p of list) expect(p.institutionId).toBe(ctx.a.institutionId);
    const createdTimes = list.map((p) => Date.parse(p.createdAt));
    expect([...createdTimes].sort((x, y) => y - x)).toEqual(createdTimes);
  });
});

describe('CreateProject', () => {
  it('stores the project and answers its new id', async () => {
    const body = projectBody({ name: `Solarpark Nord ${uniqueTag()}`, description: 'Bürgerbeteiligung 2026 – Phase 1' });
    const id = expectOk(await ctx.a.api.call<string>('POST', ctx.a.steps.paths.projects, body));
    expect(id).toMatch(/^[0-9a-f-]{36}$/i);
    const stored = (await ctx.a.steps.listProjects()).find((p) => p.id === id);
    expect(stored).toMatchObject({ id, name: body.name, description: body.description, assetCount: 0 });
    expect(Date.parse(stored!.createdAt)).not.toBeNaN();
  });

  it('accepts a name of 200 characters and the description as null', async () => {
    const name = `N${uniqueTag()}`.padEnd(200, 'x');
    const id = expectOk(await ctx.a.api.call<string>('POST', ctx.a.steps.paths.projects, { name, description: null }));
    expect((await ctx.a.steps.listProjects()).find((p) => p.id === id)).toMatchObject({ name, description: null });
  });

  it('rejects a missing, blank, too long or non-string name naming the field', async () => {
    const path = ctx.a.steps.paths.projects;
    expectMissing(await ctx.a.api.call('POST', path, { description: 'no name' }), 'name');
    expectInvalid(await ctx.a.api.call('POST', path, { name: '' }), 'name');
    const blank = await ctx.a.api.call('POST', path, { name: '   ' });
    expectInvalid(blank, 'name');
    // In words, not as the contract's regular expression ('name must match pattern "\\S"').
    expect(JSON.stringify(blank.body)).toContain('name must not be empty or only spaces.');
    expectInvalid(await ctx.a.api.call('POST', path, { name: 'x'.repeat(201) }), 'name');
    expectInvalid(await ctx.a.api.call('POST', path, { name: 42 }), 'name');
    expectInvalid(await ctx.a.api.call('POST', path, { name: 'ok', description: 'd'.repeat(2001) }), 'description');
  });

  it('ignores unknown properties (as ASP.NET does) and rejects a missing or malformed body', async () => {
    const path = ctx.a.steps.paths.projects;
    const name = `Colourful ${uniqueTag()}`;
    const id = expectOk(await ctx.a.api.call<string>('POST', path, { name, colour: 'blue' }));
    const stored = (await ctx.a.steps.listProjects()).find((p) => p.id === id);
    expect(stored).toMatchObject({ name });
    expect(stored).not.toHaveProperty('colour');
    expectMissing(await ctx.a.api.call('POST', path, undefined, { 'content-type': 'application/json' }), 'body');
    expectInvalid(await ctx.a.api.call('POST', path, '{"name": "unterminated', {}), 'body');
    expectInvalid(await ctx.a.api.call('POST', path, '[]'), 'body');
  });

  it('keeps names unique within an institution ignoring case (409 on name), not across institutions', async () => {
    const { api, steps } = ctx.a;
    const name = `Unique Name ${uniqueTag()}`;
    await steps.createProject({ name });
    expectConflict(await api.call('POST', steps.paths.projects, { name }), 'name');
    expectConflict(await api.call('POST', steps.paths.projects, { name: name.toUpperCase() }), 'name');
    expectConflict(await api.call('POST', steps.paths.projects, { name: `  ${name.toLowerCase()} ` }), 'name');
    expect((await steps.listProjects()).filter((p) => p.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
    await ctx.b.steps.createProject({ name });
  });

  it('accepts the four JSON content types of the interface', async () => {
    for (const contentType of ['application/json', 'application/json-patch+json', 'text/json', 'application/vnd.api+json; charset=utf-8']) {
      const name = `Typed ${uniqueTag()}`;
      const id = expectOk(await ctx.a.api.call<string>('POST', ctx.a.steps.paths.projects, { name }, { 'content-type': contentType }));
      expect((await ctx.a.steps.listProjects()).find((p) => p.id === id)?.name).toBe(name);
    }
  });
});

describe('UpdateProject', () => {
  it('changes name and description and keeps the project in place', async () => {
    const { steps, api } = ctx.a;
    const id = await steps.createProject({ name: 'Before', description: 'old' });
    const before = (await steps.listProjects()).find((p) => p.id === id)!;
    const name = `After ${uniqueTag()}`;
    expect(expectOk(await api.call<boolean>('PUT', steps.paths.projects, { id, name, description: null }))).toBe(true);
    const after = (await steps.listProjects()).find((p) => p.id === id)!;
    expect(after).toMatchObject({ id, name, description: null, createdAt: before.createdAt });
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
  });

  it("refuses to rename a project to another project's name (409 on name), but keeps its own name in any case", async () => {
    const { steps, api } = ctx.a;
    const taken = `Taken ${uniqueTag()}`;
    await steps.createProject({ name: taken });
    const id = await steps.createProject();
    expectConflict(await api.call('PUT', steps.paths.projects, { id, name: taken.toLowerCase() }), 'name');
    const own = `Own ${uniqueTag()}`;
    expect(expectOk(await api.call<boolean>('PUT', steps.paths.projects, { id, name: own }))).toBe(true);
    expect(expectOk(await api.call<boolean>('PUT', steps.paths.projects, { id, name: own.toUpperCase() }))).toBe(true);
    expect((await steps.listProjects()).find((p) => p.id === id)?.name).toBe(own.toUpperCase());
  });

  it("answers 404 for an unknown project and for another institution's project, leaving that one unchanged", async () => {
    const { steps, api } = ctx.a;
    expectNotFound(await api.call('PUT', steps.paths.projects, { id: randomUUID(), name: 'Nope' }));
    const foreignName = `Foreign ${uniqueTag()}`;
    const foreign = await ctx.b.steps.createProject({ name: foreignName });
    expectNotFound(await api.call('PUT', steps.paths.projects, { id: foreign, name: 'Hijacked' }));
    expect((await ctx.b.steps.listProjects()).find((p) => p.id === foreign)?.name).toBe(foreignName);
  });

  it('rejects a missing, all-zero (required) or malformed id naming the field, ignoring unknown properties', async () => {
    const { steps, api } = ctx.a;
    const id = await steps.createProject();
    expectMissing(await api.call('PUT', steps.paths.projects, { name: 'x' }), 'id');
    expectMissing(await api.call('PUT', steps.paths.projects, { id }), 'name');
    expectInvalid(await api.call('PUT', steps.paths.projects, { id: NIL_UUID, name: 'x' }), 'id');
    expectInvalid(await api.call('PUT', steps.paths.projects, { id: 'project-1', name: 'x' }), 'id');
    expectOk(await api.call('PUT', steps.paths.projects, { id, name: `x ${uniqueTag()}`, assetCount: 3 }));
    expect((await steps.listProjects()).find((p) => p.id === id)?.assetCount).toBe(0);
    expectInvalid(await api.call('PUT', steps.paths.projects, { id, name: ' ' }), 'name');
  });
});

/** Opt-ins and transfers have no operation that creates them (they come from the chain): the test stores them. */
async function projectWithHoldings() {
  const { steps } = ctx.a;
  const projectId = await steps.createProject();
  const unitName = `HLD${uniqueTag().slice(-6).toUpperCase()}`;
  const assetId = await steps.initializeAsset(bondBody({ projectId, unitName }));
  const db = ctx.server.database.db;
  const institutionId = ctx.a.institutionId;
  const customerId = await steps.createCustomer();
  const t0 = Date.parse('2026-03-01T10:00:00Z');
  await db.insert(optIns).values([
    { institutionId, projectId, tokenizedAssetId: assetId, walletAddress: 'WALLET-OLD', customerId, status: 'Approved', requestedAt: new Date(t0), decidedAt: new Date(t0 + 60_000) },
    { institutionId, projectId, tokenizedAssetId: assetId, walletAddress: 'WALLET-NEW', customerId: null, status: 'Requested', requestedAt: new Date(t0 + 3_600_000) },
  ]);
  await db.insert(transfers).values([
    { institutionId, projectId, tokenizedAssetId: assetId, fromWallet: 'ISSUER', toWallet: 'WALLET-OLD', amount: 250.5, txId: `TX-A-${uniqueTag()}`, executedAt: new Date(t0) },
    { institutionId, projectId, tokenizedAssetId: assetId, fromWallet: 'WALLET-OLD', toWallet: 'WALLET-NEW', amount: 50, txId: `TX-B-${uniqueTag()}`, executedAt: new Date(t0 + 7_200_000) },
  ]);
  return { projectId, assetId, unitName, customerId };
}

describe('GetProjectOptIns', () => {
  it("lists the project's opt-ins newest first with the asset's unit name", async () => {
    const { projectId, assetId, unitName, customerId } = await projectWithHoldings();
    const other = await projectWithHoldings();
    const list = expectOk(await ctx.a.api.call<TokenizedAssetOptInDto[]>('GET', ctx.a.steps.paths.optIns(projectId)));
    expect(list.map((o) => o.walletAddress)).toEqual(['WALLET-NEW', 'WALLET-OLD']);
    expect(list[0]).toMatchObject({ projectId, tokenizedAssetId: assetId, unitName, customerId: null, status: 'Requested', decidedAt: null });
    expect(list[1]).toMatchObject({ customerId, status: 'Approved' });
    expect(list.every((o) => o.tokenizedAssetId !== other.assetId)).toBe(true);
  });

  it('answers an empty list for a project without opt-ins', async () => {
    const projectId = await ctx.a.steps.createProject();
    expect(expectOk(await ctx.a.api.call('GET', ctx.a.steps.paths.optIns(projectId)))).toEqual([]);
  });

  it("answers 404 for an unknown project and another institution's project", async () => {
    expectNotFound(await ctx.a.api.call('GET', ctx.a.steps.paths.optIns(randomUUID())), 'projectId');
    const foreign = await ctx.b.steps.createProject();
    expectNotFound(await ctx.a.api.call('GET', ctx.a.steps.paths.optIns(foreign)), 'projectId');
  });
});

describe('GetProjectTransfers', () => {
  it("lists the project's transfers newest first with amounts and tx ids", async () => {
    const { projectId, assetId, unitName } = await projectWithHoldings();
    const list = expectOk(await ctx.a.api.call<TokenizedAssetTransferDto[]>('GET', ctx.a.steps.paths.transfers(projectId)));
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ projectId, tokenizedAssetId: assetId, unitName, fromWallet: 'WALLET-OLD', toWallet: 'WALLET-NEW', amount: 50 });
    expect(list[1]).toMatchObject({ fromWallet: 'ISSUER', toWallet: 'WALLET-OLD', amount: 250.5 });
    expect(list[1].txId).toMatch(/^TX-A-/);
    expect(Date.parse(list[0].executedAt)).toBeGreaterThan(Date.parse(list[1].executedAt));
  });

  it("answers 404 for an unknown project and another institution's project", async () => {
    expectNotFound(await ctx.a.api.call('GET', ctx.a.steps.paths.transfers(randomUUID())), 'projectId');
    const foreign = await ctx.b.steps.createProject();
    expectNotFound(await ctx.a.api.call('GET', ctx.a.steps.paths.transfers(foreign)), 'projectId');
  });
});
