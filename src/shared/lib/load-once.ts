/**
 * A download started once however often it is asked for, and again after it failed (the connection came back): the
 * shared loader of code a page fetches on demand.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
