import { useCallback, useState, type RefCallback } from 'react';

/**
 * Whether a flex row's items wrap onto more than one line (its last child starts below its first), followed as its
 * size changes: a ref for the row, and the answer. Measured after layout and before paint (ResizeObserver), so a
 * change shows in the same frame.
 */
export function useRowWraps<T extends HTMLElement>(): [RefCallback<T>, boolean] {
  const [wraps, setWraps] = useState(false);
  const ref = useCallback((row: T | null) => {
    if (!row || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const first = row.firstElementChild as HTMLElement | null;
      const last = row.lastElementChild as HTMLElement | null;
      setWraps(Boolean(first && last && last.offsetTop >= first.offsetTop + first.offsetHeight / 2));
    });
    observer.observe(row);
    return () => observer.disconnect();
  }, []);
  return [ref, wraps];
}
