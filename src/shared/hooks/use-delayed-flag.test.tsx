import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from './use-delayed-flag';

describe('useDelayedFlag', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns true only once the flag has stayed true for the delay', () => {
    const { result, rerender } = renderHook(({ flag }) => useDelayedFlag(flag, 200), { initialProps: { flag: false } });
    rerender({ flag: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('never turns true for work done within the delay', () => {
    const { result, rerender } = renderHook(({ flag }) => useDelayedFlag(flag, 200), { initialProps: { flag: true } });
    act(() => vi.advanceTimersByTime(150));
    rerender({ flag: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });

  it('turns false at once, and waits the whole delay again the next time', () => {
    const { result, rerender } = renderHook(({ flag }) => useDelayedFlag(flag, 200), { initialProps: { flag: true } });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
    rerender({ flag: false });
    expect(result.current).toBe(false);
    rerender({ flag: true });
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
