import { useEffect, useState } from 'react';

/**
 * `flag`, except that it turns true only once it has stayed true for `delayMs`; it turns false at once. A progress
 * indicator for work that is usually quick then does not flash on and off, and what shows it is not rendered twice
 * for nothing when the work is done within the delay.
 */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [waited, setWaited] = useState(false);
  // Off at once, so the next time it turns on it waits again (state adjusted while rendering, as React documents).
  if (!flag && waited) setWaited(false);
  useEffect(() => {
    if (!flag) return undefined;
    const timer = setTimeout(() => setWaited(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return flag && waited;
}
