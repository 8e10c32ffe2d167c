import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bondBody } from '../support/factories';
import { expectApiError, newInstitutionId, openTestServices, type TestServices } from './support/test-services';

let t: TestServices;
beforeAll(async () => {
  t = await openTestServices();
});
afterAll(() => t.close());

describe('projects', () => {
  it('creates, lists with asset counts, and updates a project', async () => {
    const inst = newInstitutionId();
    const id = await t.services.projects.create(inst, { name: '  Solar Park Nord  ', description: 'Phase 1' });
    await t.services.tokenizedAssets.initialize(inst, bondBody({ projectId: id, unitName: 'SPN1' }));
    const list = await t.services.projects.list(inst);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id, institutionId: inst, name: 'Solar Park Nord', description: 'Phase 1', assetCount: 1 });

    expect(await t.services.projects.update(inst, { id, name: 'Solar Park Nord II', description: null })).toBe(true);
    const [updated] = await t.services.projects.list(inst);
    expect(updated).toMatchObject({ name: 'Solar Park Nord II', description: null });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(updated.createdAt));
  });

  it('keeps names unique within an institution, ignoring case, and says so on the name field', async () => {
    const inst = newInstitutionId();
    const first = await t.services.projects.create(inst, { name: 'Harbour Notes' });
    const second = await t.services.projects.create(inst, { name: 'River Notes' });
    await expectApiError(t.services.projects.create(inst, { name: ' harbour NOTES ' }), 409, 'Conflict', 'name');
    await expectApiError(t.services.projects.update(inst, { id: second, name: 'HARBOUR notes' }), 409, 'Conflict', 'name');
    // Renaming a project to its own name, and the same name in another institution, are fine.
    expect(await t.services.projects.update(inst, { id: first, name: 'Harbour Notes' })).toBe(true);
    expect(await t.services.projects.create(newInstitutionId(), { name: 'Harbour Notes' })).toMatch(/^[0-9a-f-]{36}$/);
    expect((await t.services.projects.list(inst)).map((p) => p.name).sort()).toEqual(['Harbour Notes', 'River Notes']);
  });

  it('rejects a name of only whitespace', async () => {
    await expectApiError(t.services.projects.create(newInstitutionId(), { name: '   ' }), 400, 'InvalidInput', 'name');
  });

  it("treats another institution's project as unknown (404)", async () => {
    const owner = newInstitutionId();
    const other = newInstitutionId();
    const id = await t.services.projects.create(owner, { name: 'Private' });
    await expectApiError(t.services.projects.update(other, { id, name: 'Hijacked' }), 404, 'NotFound', 'id');
    await expectApiError(t.services.projects.optIns(other, id), 404, 'NotFound', 'projectId');
    await expectApiError(t.services.projects.transfers(other, id), 404, 'NotFound', 'projectId');
    expect(await t.services.projects.list(other)).toEqual([]);
    const [mine] = await t.services.projects.list(owner);
    expect(mine.name).toBe('Private');
  });

  it('lists opt-ins and transfers of a project (empty for a new one)', async () => {
    const inst = newInstitutionId();
    const id = await t.services.projects.create(inst, { name: 'Empty' });
    expect(await t.services.projects.optIns(inst, id)).toEqual([]);
    expect(await t.services.projects.transfers(inst, id)).toEqual([]);
  });
});
