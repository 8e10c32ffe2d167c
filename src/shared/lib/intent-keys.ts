/** A fresh idempotency key: a random UUID (crypto.randomUUID where the context offers it). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per intent: the same request sent again (a second click, a retry after a timeout) keeps its key, so the
 * service records it once; a changed request is a new intent and gets a new key.
 */
export function createIntentKeys() {
  let last: { request: string; key: string } | null = null;
  return (request: unknown): string => {
    const serialised = JSON.stringify(request);
    if (!last || last.request !== serialised) last = { request: serialised, key: newIdempotencyKey() };
    return last.key;
  };
}

/**
 * Keys of requests whose outcome is not known, kept beyond the form that sent them (for the tab's life, in memory):
 * a mint whose answer was lost, cancelled and asked again from a dialog opened anew, is the same intent and is sent
 * with the same key, so the service records it once. A request that succeeded is forgotten: the same request made
 * again later is a new intent.
 */
export function createUnsettledIntentKeys() {
  const keys = new Map<string, string>();
  return {
    keyFor(request: unknown): string {
      const serialised = JSON.stringify(request);
      let key = keys.get(serialised);
      if (key === undefined) {
        key = newIdempotencyKey();
        keys.set(serialised, key);
      }
      return key;
    },
    settled(request: unknown): void {
      keys.delete(JSON.stringify(request));
    },
  };
}
