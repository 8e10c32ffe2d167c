import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs`. A value for which `immediate` answers true (text pasted, Enter
 * pressed) is taken at once, and later changes are debounced from there.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, immediate?: (value: T) => boolean): T {
  const [debounced, setDebounced] = useState(value);
  if (debounced !== value && immediate?.(value)) setDebounced(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
