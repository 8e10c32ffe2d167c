/**
 * At most `max` of the wrapped tasks run at once; the others wait in arrival order. Used where work leaves the
 * event loop for libuv's small thread pool (scrypt), so a burst of it cannot take every thread that file and DNS
 * work of other requests also need.
 */
export function createConcurrencyLimit(max: number) {
  if (!Number.isInteger(max) || max < 1) throw new Error('The concurrency limit must be a positive whole number.');
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    active -= 1;
    waiting.shift()?.();
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
      active += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running now (for tests and diagnostics). */
    active: () => active,
    queued: () => waiting.length,
  };
}
