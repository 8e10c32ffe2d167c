import { describe, expect, it, vi } from 'vitest';
import { createAuthRetryFetch } from './auth-retry-fetch';

const profile = { id: 'p1', name: 'Sandbox', institutionId: 'inst-1' };

describe('a 401 asks for the key again and retries', () => {
  it('retries the same request (with its body) using the key the user typed, and remembers the key', async () => {
    const seen: { key: string | null; body: string }[] = [];
    const fetchMock = vi.fn(async (request: Request) => {
      seen.push({ key: request.headers.get('X-API-KEY'), body: await request.text() });
      return new Response('{}', { status: seen.length === 1 ? 401 : 200 });
    });
    const askForKey = vi.fn(async () => 'fresh-key');
    const saveKey = vi.fn();
    const authFetch = createAuthRetryFetch({ currentProfile: () => profile, askForKey, saveKey, fetch: fetchMock as unknown as typeof fetch });

    const response = await authFetch(new Request('http://svc.test/api/Project/inst-1', { method: 'POST', body: '{"name":"Alpha"}', headers: { 'X-API-KEY': 'stale' } }));

    expect(response.status).toBe(200);
    expect(askForKey).toHaveBeenCalledWith({ profileId: 'p1', profileName: 'Sandbox', institutionId: 'inst-1' });
    expect(saveKey).toHaveBeenCalledWith('p1', 'fresh-key');
    expect(seen).toEqual([
      { key: 'stale', body: '{"name":"Alpha"}' },
      { key: 'fresh-key', body: '{"name":"Alpha"}' },
    ]);
  });

  it('gives the 401 back when the user cancels', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 401 }));
    const authFetch = createAuthRetryFetch({ currentProfile: () => profile, askForKey: async () => null, saveKey: vi.fn(), fetch: fetchMock as unknown as typeof fetch });
    const response = await authFetch(new Request('http://svc.test/x'));
    expect(response.status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
