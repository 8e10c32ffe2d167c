import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileStore } from '../shared/environment';
import { i18n } from '../shared/i18n/i18n';
import { describeFailure } from '../shared/ui/describe-failure';
import { replay, type RecordedAnswer } from '../test/recorded-answers';
import { ApiFailure } from './api-failure';
import { baseClient } from './clients';
import { createProject, downloadRegistryExtract, generateRegistryExtractV2, getProjectsByInstitutionId, updateProject } from './generated/sdk.gen';

// The dashboard's API layer (generated client + clients.ts wiring + ApiFailure + describeFailure) against raw
// recorded answers: what would the user read?

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const projectId = '9b2f7d1e-1c3a-4b5d-8e6f-7a8b9c0d1e2f';
const t = i18n.t.bind(i18n);

const calls = {
  updateProject: () => updateProject({ client: baseClient, path: { institutionId }, body: { id: projectId, name: 'Harbour', description: null }, throwOnError: true }),
  generateExtract: () => generateRegistryExtractV2({ client: baseClient, path: { institutionId, projectId }, throwOnError: true }),
  createProject: () => createProject({ client: baseClient, path: { institutionId }, body: { name: 'Harbour', description: null }, throwOnError: true }),
  downloadExtract: () => downloadRegistryExtract({ client: baseClient, path: { institutionId, projectId }, throwOnError: true }),
  listProjects: () => getProjectsByInstitutionId({ client: baseClient, path: { institutionId }, throwOnError: true }),
};

function answerWith(name: RecordedAnswer) {
  vi.stubGlobal('fetch', vi.fn(async () => replay(name)));
}

async function failureOf(call: () => Promise<unknown>): Promise<ApiFailure> {
  try {
    await call();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiFailure);
    return error as ApiFailure;
  }
  throw new Error('expected the call to fail');
}

/** What the user reads: the title and the sentence (the notification and the error state show both). */
async function userReads(call: () => Promise<unknown>) {
  const failure = await failureOf(call);
  const { title, message, requestId } = describeFailure(failure, t);
  return { kind: failure.kind, title, message, requestId, errors: failure.errors };
}

beforeEach(() => {
  profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a boolean operation answering 200 with data: false is a failure', () => {
  it.each([
    ['UpdateProject', calls.updateProject],
    ['GenerateRegistryExtractV2', calls.generateExtract],
  ])('%s: data false without a reason says it was not done', async (_name, call) => {
    answerWith('real-200-data-false');
    expect(await userReads(call)).toMatchObject({
      kind: 'rejected',
      title: 'Not done',
      message: 'The service answered that it did not carry this out, without giving a reason. Nothing was changed: check the current state and try again.',
    });
  });

  it.each<RecordedAnswer>(['real-200-data-false-text-json', 'real-200-data-false-no-content-type'])('%s: the same, whatever the Content-Type says', async (answer) => {
    answerWith(answer);
    expect(await userReads(calls.updateProject)).toMatchObject({ kind: 'rejected', title: 'Not done' });
  });

  it('data false with errors shows the service\'s reason', async () => {
    answerWith('real-200-data-false-with-reason');
    expect(await userReads(calls.generateExtract)).toMatchObject({
      kind: 'rejected',
      title: 'Not done',
      message: 'An extract of this project is being generated.',
      errors: [{ code: 'ExtractAlreadyRunning', message: 'An extract of this project is being generated.', field: null }],
    });
  });

  it('data true (even without errorMessageCodes and errors) is a success', async () => {
    answerWith('real-200-data-true');
    const { data } = await calls.updateProject();
    expect(data.data).toBe(true);
  });
});

describe('400s: with errors on fields, without a body, not JSON', () => {
  it('our 400 names the field and its message', async () => {
    answerWith('ours-400-field-error');
    expect(await userReads(calls.createProject)).toMatchObject({
      kind: 'validation',
      title: 'Please check the input',
      // The reason names its field already: not "name: name must …".
      message: 'name must match pattern "\\S".',
      requestId: '64ae1497-c907-42c7-91b3-7f32e04d3f42',
    });
  });

  it('the real service\'s 400 instead of our 409 keeps the field it names', async () => {
    answerWith('real-400-field-error-instead-of-409');
    expect(await userReads(calls.createProject)).toMatchObject({
      kind: 'validation',
      message: 'Name: A project with this name already exists.',
      errors: [{ code: 'InvalidInput', field: 'Name', message: 'A project with this name already exists.' }],
    });
  });

  it.each<RecordedAnswer>(['real-400-no-body', 'real-400-false-default', 'real-400-not-json'])('%s: refused, without a reason, never "HTTP 400" or a page of HTML', async (name) => {
    answerWith(name);
    for (const call of [calls.updateProject, calls.downloadExtract, calls.listProjects]) {
      const read = await userReads(call);
      expect(read).toMatchObject({
        kind: 'validation',
        title: 'The service refused the request',
        message: 'It gave no reason (HTTP 400). The item may have been changed or removed in the meantime: reload to see its current state.',
        errors: [],
      });
    }
  });
});

describe('our 404 and 409 envelopes', () => {
  it('404 on update: the project is gone, in the service\'s words', async () => {
    answerWith('ours-404-update-project');
    expect(await userReads(calls.updateProject)).toMatchObject({ kind: 'not-found', title: 'Not found', message: 'Project not found.' });
  });

  it('404 on download', async () => {
    answerWith('ours-404-download-extract');
    expect(await userReads(calls.downloadExtract)).toMatchObject({ kind: 'not-found', message: 'Project not found.' });
  });

  it('409 on create, in the service\'s sentence', async () => {
    answerWith('ours-409-create-project');
    expect(await userReads(calls.createProject)).toMatchObject({
      kind: 'conflict',
      title: 'Conflict',
      message: 'A project named “Vineyard Revenue Participation” already exists in this institution.',
    });
  });
});

describe('5xx: the request id to quote', () => {
  it.each<[RecordedAnswer, string]>([
    ['real-500-no-body', '0HN7Q2B4M1T5K:00000004'],
    ['real-502-gateway-page', 'gw-5a1f'],
  ])('%s', async (name, requestId) => {
    answerWith(name);
    expect(await userReads(calls.listProjects)).toMatchObject({
      kind: 'server',
      title: 'The service failed',
      message: `The service could not complete the request. Quote request id ${requestId} when reporting it.`,
      requestId,
    });
  });
});
