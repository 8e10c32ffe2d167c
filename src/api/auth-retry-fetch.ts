import type { KeyPromptRequest } from './key-prompt';

export const API_KEY_HEADER = 'X-API-KEY';

export interface AuthRetryDeps {
  /** The profile the request belongs to (read when the request starts). */
  currentProfile: () => { id: string; name: string; institutionId: string };
  askForKey: (request: KeyPromptRequest) => Promise<string | null>;
  saveKey: (profileId: string, key: string) => void;
  fetch?: typeof fetch;
  maxPrompts?: number;
}

/**
 * A fetch that, on 401, asks the user for the profile's API key and sends the same request again with it.
 * Cancelling the prompt returns the original 401, which then surfaces as an 'unauthorized' failure.
 */
export function createAuthRetryFetch(deps: AuthRetryDeps): typeof fetch {
  const maxPrompts = deps.maxPrompts ?? 3;
  return async (input, init) => {
    const doFetch = deps.fetch ?? globalThis.fetch;
    const profile = deps.currentProfile();
    let request = input instanceof Request && !init ? input : new Request(input, init);
    for (let attempt = 0; ; attempt += 1) {
      const spare = request.clone();
      const response = await doFetch(request);
      if (response.status !== 401 || attempt >= maxPrompts) return response;
      const key = await deps.askForKey({ profileId: profile.id, profileName: profile.name, institutionId: profile.institutionId });
      if (!key) return response;
      deps.saveKey(profile.id, key);
      const headers = new Headers(spare.headers);
      headers.set(API_KEY_HEADER, key);
      request = new Request(spare, { headers });
    }
  };
}
