import { useEffect, useEffectEvent, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs`. A value for which `immediate` answers true (text pasted, Enter
 * pressed) is taken at once, and later changes are debounced from there. `onSettle` is told a value as the pause
 * ends, before the render that returns it (a list starts loading it then).
 */
export function useDebouncedValue<T>(value: T, delayMs: number, immediate?: (value: T) => boolean, onSettle?: (value: T) => void): T {
  const [debounced, setDebounced] = useState(value);
  if (debounced !== value && immediate?.(value)) setDebounced(value);
  const settle = useEffectEvent((next: T) => {
    if (next !== debounced) onSettle?.(next);
    setDebounced(next);
  });
  useEffect(() => {
    const timer = setTimeout(() => settle(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
