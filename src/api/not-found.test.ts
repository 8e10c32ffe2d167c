import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileStore } from '../shared/environment';
import { replay, type RecordedAnswer } from '../test/recorded-answers';
import { failed, jsonResponse } from '../test/render';
import { baseClient } from './clients';
import { getTokenizedAssetByUnitName } from './generated/sdk.gen';
import { isNotFound, notFoundAsEmpty } from './not-found';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

/** An exact look-up through the real generated client, the service answering `answer`. */
async function lookUp(answer: () => Response) {
  vi.stubGlobal('fetch', vi.fn(async () => answer()));
  const { data } = await getTokenizedAssetByUnitName({ client: baseClient, path: { institutionId, 'tokenized-asset-unit-name': 'SOLAR' }, throwOnError: true });
  return [data.data];
}

const failureOf = (answer: () => Response) => lookUp(answer).then(() => expect.unreachable('the look-up failed'), (error: unknown) => error);

beforeEach(() => profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' }));
afterEach(() => vi.unstubAllGlobals());

// "Nothing matches" may come as our 404, or as the real service's 400 with or without a body (interface §7).
describe('not found, in the shapes the services answer it', () => {
  it.each<RecordedAnswer>(['real-400-no-body', 'real-400-not-json', 'ours-404-download-extract', 'real-400-field-error-instead-of-404'])(
    '%s: not found, and no result for a look-up',
    async (answer) => {
      expect(isNotFound(await failureOf(() => replay(answer)))).toBe(true);
      await expect(notFoundAsEmpty(() => lookUp(() => replay(answer)))).resolves.toEqual([]);
    },
  );

  it('a 400 naming the value looked up is not found; a 400 naming the institution is a failure', async () => {
    const answer = (field: string) => () => jsonResponse(400, failed([{ code: 'InvalidInput', message: 'not valid', field }]));
    expect(isNotFound(await failureOf(answer('tokenized-asset-unit-name')))).toBe(true);
    expect(isNotFound(await failureOf(answer('InstitutionId')))).toBe(false);
    await expect(notFoundAsEmpty(() => lookUp(answer('institutionId')))).rejects.toMatchObject({ kind: 'validation', status: 400 });
  });

  it('a 5xx, a network failure or anything that is not a failure of a call is not "not found"', async () => {
    expect(isNotFound(await failureOf(() => replay('real-500-no-body')))).toBe(false);
    await expect(notFoundAsEmpty(() => lookUp(() => replay('real-500-no-body')))).rejects.toMatchObject({ kind: 'server' });
    const offline = () => {
      throw new TypeError('Failed to fetch');
    };
    expect(isNotFound(await failureOf(offline))).toBe(false);
    expect(isNotFound(new Error('not found'))).toBe(false);
  });
});
