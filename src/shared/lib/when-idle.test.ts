import { afterEach, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it('runs the work once the browser is idle, and not at all once cancelled', () => {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => callbacks.splice(handle - 1, 1));
  const work = vi.fn();
  whenIdle(work);
  const cancel = whenIdle(work);
  expect(work).not.toHaveBeenCalled();
  cancel();
  for (const callback of callbacks) callback();
  expect(work).toHaveBeenCalledTimes(1);
});

it('falls back to a short timeout where the browser has no idle callbacks', () => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  const work = vi.fn();
  whenIdle(work);
  expect(work).not.toHaveBeenCalled();
  vi.advanceTimersByTime(200);
  expect(work).toHaveBeenCalledTimes(1);
});
