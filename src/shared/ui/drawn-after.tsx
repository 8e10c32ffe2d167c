import { useDeferredValue, type ReactNode } from 'react';

/**
 * Draws `children` in a render of their own, right after the page around them: a page's heading paints first,
 * then its form or grid (50–100 ms of work on a slow phone) in a render React splits into slices. Later renders
 * draw the children at once.
 */
export function DrawnAfter({ children }: { children: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  return drawn ? <>{children}</> : null;
}
