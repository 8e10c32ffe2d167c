/**
 * Starts work ahead of need (a download of code, a prefetch of data) and lets it fail quietly: a failure is not the
 * user's concern until the result is needed, and then it shows where it is used (LazyDialog, LazyBoundary,
 * lazyResolver, a query's error state), which asks again.
 */
export function inBackground(start: () => PromiseLike<unknown> | unknown): void {
  try {
    void Promise.resolve(start()).catch(() => undefined);
  } catch {
    // As above: reported where the result is used.
  }
}
