// When the service answers 401 the user is asked for the profile's API key again. The request waits for the
// answer: a key retries it, a cancel lets it fail. Concurrent 401s share a single prompt.
export interface KeyPromptRequest {
  profileId: string;
  profileName: string;
  institutionId: string;
}

type Listener = () => void;

let pending: { request: KeyPromptRequest; promise: Promise<string | null>; resolve: (key: string | null) => void } | null = null;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export const keyPrompt = {
  current: (): KeyPromptRequest | null => pending?.request ?? null,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  ask(request: KeyPromptRequest): Promise<string | null> {
    if (pending && pending.request.profileId === request.profileId) return pending.promise;
    pending?.resolve(null);
    let resolve!: (key: string | null) => void;
    const promise = new Promise<string | null>((r) => {
      resolve = r;
    });
    pending = { request, promise, resolve };
    emit();
    return promise;
  },
  answer(key: string | null) {
    const current = pending;
    pending = null;
    current?.resolve(key && key.trim() ? key.trim() : null);
    emit();
  },
};
