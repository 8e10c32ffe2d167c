import { QueryClient } from '@tanstack/react-query';
import { isApiFailure } from '../api/api-failure';
import { profileStore } from '../shared/environment';

/** Failures that may go away by themselves: the connection, the service, its rate limit. */
const isTransient = (error: unknown) => isApiFailure(error) && ['network', 'server', 'rate-limited'].includes(error.kind);

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Only transient failures are worth retrying; a 4xx will not change by itself, except a 429, which is
        // retried once the service's Retry-After has passed (at most a minute later).
        retry: (count, error) => count < 2 && isTransient(error),
        retryDelay: (count, error) =>
          isApiFailure(error) && error.kind === 'rate-limited' && error.retryAfterSeconds !== null
            ? Math.min(error.retryAfterSeconds, 60) * 1000
            : Math.min(1000 * 2 ** count, 30_000),
        // Nor is such an answer asked again when a page mounts: a detail page's data, prefetched with its code, that
        // came back 404 was sent a second time as the page appeared. Transient failures, and anything that is not
        // an answer of the service, are tried again; the error states' Retry asks in any case.
        retryOnMount: (query) => !isApiFailure(query.state.error) || isTransient(query.state.error),
      },
      // A change is sent when the user asks, or not at all: offline, it fails at once (the form keeps what was typed
      // and says the service could not be reached; the user sends it again) rather than waiting, paused, to go out
      // whenever the connection returns, after the user may have left the form, creating a customer or a mint that
      // nobody is looking at.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createAppQueryClient();

// No data of one profile may ever show under another: a switch of profile, institution or address empties
// the whole cache (the routes are also re-mounted, keyed by the profile id).
profileStore.subscribe((state, previous) => {
  const a = state.active;
  const b = previous.active;
  if (a.id !== b.id || a.institutionId !== b.institutionId || a.baseUrl !== b.baseUrl || a.apiUrl !== b.apiUrl) {
    queryClient.cancelQueries();
    queryClient.clear();
  }
});
