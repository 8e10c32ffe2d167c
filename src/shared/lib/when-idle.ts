/**
 * Runs `work` when the browser has nothing else to do (requestIdleCallback; a short timeout where it is missing, as
 * in Safari); returns the cancel, so an effect can return it.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work());
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
}
