import { MutationObserver, QueryObserver, onlineManager } from '@tanstack/react-query';
import { ApiFailure } from '../api/api-failure';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

describe('a change sent while the browser is offline', () => {
  it('fails at once and is never sent later by itself when the connection returns', async () => {
    onlineManager.setOnline(false);
    const send = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const observer = new MutationObserver(createAppQueryClient(), { mutationFn: send });
    await expect(observer.mutate()).rejects.toThrow('Failed to fetch');
    expect(send).toHaveBeenCalledTimes(1);
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('a query that failed before its page mounted (prefetched with the route)', () => {
  async function mountAfter(failure: ApiFailure) {
    const client = createAppQueryClient();
    const fetch = vi.fn(() => Promise.reject(failure));
    await client.prefetchQuery({ queryKey: ['customer', 'x'], queryFn: fetch, retry: false });
    expect(fetch).toHaveBeenCalledTimes(1);
    const unsubscribe = new QueryObserver(client, { queryKey: ['customer', 'x'], queryFn: fetch, retry: false }).subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    unsubscribe();
    return fetch.mock.calls.length;
  }

  it('is not asked again when the answer was definitive (404)', async () => {
    expect(await mountAfter(new ApiFailure({ kind: 'not-found', status: 404 }))).toBe(1);
  });

  it('is asked again after a transient failure (no connection, 5xx)', async () => {
    expect(await mountAfter(new ApiFailure({ kind: 'network', status: null }))).toBe(2);
    expect(await mountAfter(new ApiFailure({ kind: 'server', status: 503 }))).toBe(2);
  });
});
