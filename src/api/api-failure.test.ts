import { afterEach, describe, expect, it, vi } from 'vitest';
import { failed, jsonResponse, ok, requestUrl } from '../test/render';
import { ApiFailure, retryAfterSeconds, toApiFailure } from './api-failure';
import { baseClient } from './clients';
import { getProjectsByInstitutionId } from './generated/sdk.gen';
import { profileStore } from '../shared/environment';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

function call() {
  return getProjectsByInstitutionId({ client: baseClient, path: { institutionId }, throwOnError: true });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  try {
    await promise;
  } catch (error) {
    return error as ApiFailure;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('failures of generated calls become one ApiFailure', () => {
  it('400: validation with the errors (and their fields) of the envelope and the request id', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(400, failed([{ code: 'InvalidInput', message: 'must be a UUID', field: 'institutionId' }]), 'req-400')));
    const failure = await failureOf(call());
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ kind: 'validation', status: 400, requestId: 'req-400', errors: [{ code: 'InvalidInput', message: 'must be a UUID', field: 'institutionId' }] });
  });

  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'conflict'],
    [500, 'server'],
    [503, 'server'],
  ])('%i -> %s', async (status, kind) => {
    profileStore.setApiKey(profileStore.getState().active.id, 'k');
    const fetchMock = vi.fn(async () => jsonResponse(status, failed([{ code: 'X', message: 'nope' }]), `req-${status}`));
    vi.stubGlobal('fetch', fetchMock);
    // A 401 asks the user for a key; here nobody answers, which counts as cancel.
    if (status === 401) {
      const { keyPrompt } = await import('./key-prompt');
      const unsubscribe = keyPrompt.subscribe(() => keyPrompt.current() && keyPrompt.answer(null));
      const failure = await failureOf(call());
      unsubscribe();
      expect(failure).toMatchObject({ kind, status, requestId: `req-${status}` });
      return;
    }
    expect(await failureOf(call())).toMatchObject({ kind, status, requestId: `req-${status}` });
  });

  it('429: rate limited, with the seconds of Retry-After', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const response = jsonResponse(429, failed([{ code: 'TooManyRequests', message: 'Too many requests', field: 'X-API-KEY' }]), 'req-429');
        response.headers.set('Retry-After', '7');
        return response;
      }),
    );
    expect(await failureOf(call())).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterSeconds: 7, requestId: 'req-429' });
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(retryAfterSeconds('12', now)).toBe(12);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 10:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });

  it('a fetch that cannot reach the service is a network failure (no status)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    expect(await failureOf(call())).toMatchObject({ kind: 'network', status: null });
  });

  it('a non-JSON error page still yields a readable message', () => {
    const failure = toApiFailure('<html>Bad gateway</html>', new Response('', { status: 502 }));
    expect(failure.kind).toBe('server');
    expect(failure.message).toContain('Bad gateway');
  });

  it('sends the active profile\'s key and goes to its base URL', async () => {
    const fetchMock = vi.fn(async (_input: unknown) => jsonResponse(200, ok([])));
    vi.stubGlobal('fetch', fetchMock);
    profileStore.setApiKey(profileStore.getState().active.id, 'the-key');
    await call();
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(requestUrl(request)).toBe(`${window.location.origin}/api/Project/${institutionId}`);
    expect(request.headers.get('X-API-KEY')).toBe('the-key');
  });
});
