import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('follows the value once it has stopped changing for the delay', () => {
    const view = renderHook(({ value }) => useDebouncedValue(value, 250), { initialProps: { value: 'a' } });
    view.rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(200));
    view.rerender({ value: 'abc' });
    act(() => vi.advanceTimersByTime(200));
    expect(view.result.current).toBe('a');
    act(() => vi.advanceTimersByTime(50));
    expect(view.result.current).toBe('abc');
  });

  it('takes a value marked immediate at once, and debounces the next change from there', () => {
    const pasted = new Set(['TX-PASTED']);
    const view = renderHook(({ value }) => useDebouncedValue(value, 250, (v) => pasted.has(v)), { initialProps: { value: '' } });
    view.rerender({ value: 'TX-PASTED' });
    expect(view.result.current).toBe('TX-PASTED');
    view.rerender({ value: 'TX-PASTED2' });
    act(() => vi.advanceTimersByTime(100));
    expect(view.result.current).toBe('TX-PASTED');
    act(() => vi.advanceTimersByTime(150));
    expect(view.result.current).toBe('TX-PASTED2');
  });

  it('tells onSettle the value as the pause ends, before the render that returns it, and not a value taken at once', () => {
    const settled: { value: string; shown: string }[] = [];
    const immediate = new Set(['PASTED']);
    const view = renderHook(
      ({ value }) => {
        const current = useDebouncedValue(value, 250, (v) => immediate.has(v), (v) => settled.push({ value: v, shown: current }));
        return current;
      },
      { initialProps: { value: 'a' } },
    );
    view.rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(249));
    expect(settled).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    // Told while the page still shows the previous value.
    expect(settled).toEqual([{ value: 'ab', shown: 'a' }]);
    expect(view.result.current).toBe('ab');
    view.rerender({ value: 'PASTED' });
    act(() => vi.advanceTimersByTime(300));
    expect(view.result.current).toBe('PASTED');
    expect(settled).toHaveLength(1);
  });
});
