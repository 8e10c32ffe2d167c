import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight, useSingleSubmit } from './use-single-submit';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useSingleFlight', () => {
  it('runs a second call only once the first has finished', async () => {
    const first = deferred();
    const action = vi.fn((_name: string) => first.promise);
    const { result } = renderHook(() => useSingleFlight(action));
    result.current('a.pdf');
    result.current('a.pdf');
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => first.resolve());
    result.current('b.pdf');
    expect(action).toHaveBeenLastCalledWith('b.pdf');
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('is free again after a failure', async () => {
    const action = vi.fn(() => Promise.reject(new Error('offline')).catch(() => undefined));
    const { result } = renderHook(() => useSingleFlight(action));
    result.current();
    await act(async () => {});
    result.current();
    expect(action).toHaveBeenCalledTimes(2);
  });
});

describe('useSingleSubmit', () => {
  it('prevents the default action of a submit it ignores', () => {
    const { result } = renderHook(() => useSingleSubmit(() => new Promise(() => {})));
    const event = { preventDefault: vi.fn() } as unknown as React.FormEvent;
    result.current(event);
    result.current(event);
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
  });
});
