import { MutationObserver, onlineManager } from '@tanstack/react-query';
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
