import { profileStore, type ConnectionProfile } from '../shared/environment';
import { isAbort, toApiFailure } from './api-failure';
import { API_KEY_HEADER, createAuthRetryFetch } from './auth-retry-fetch';
import { connectivity } from './connectivity';
import { rejectDeclinedAnswer } from './declined-answer';
import { createClient, createConfig } from './generated/client';
import { keyPrompt } from './key-prompt';

type Client = ReturnType<typeof createClient>;

/** base_url family: projects, tokenization, transactions, registry. */
export const baseClient: Client = createClient(createConfig());
/** api_url family: the external customer operations under /api/external/v1. */
export const externalClient: Client = createClient(createConfig());

const authRetryFetch = createAuthRetryFetch({
  currentProfile: () => profileStore.getState().active,
  askForKey: (request) => keyPrompt.ask(request),
  saveKey: (profileId, key) => profileStore.setApiKey(profileId, key),
});

export function trimUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

function wire(client: Client, urlOf: (profile: ConnectionProfile) => string) {
  // Every answer of the service is the JSON envelope (interface §4), whatever Content-Type it is labelled with
  // (text/json, or none): parse it as JSON, so that responseValidator sees every success answer. That validator
  // makes `data: false` of a boolean operation reject the call (an ApiFailure of kind 'rejected', made by the error
  // interceptor below) instead of passing as success.
  client.setConfig({
    baseUrl: trimUrl(urlOf(profileStore.getState().active)),
    fetch: authRetryFetch,
    parseAs: 'json',
    responseValidator: rejectDeclinedAnswer,
  });
  client.interceptors.request.use((request) => {
    const { apiKey } = profileStore.getState().active;
    if (apiKey) request.headers.set(API_KEY_HEADER, apiKey);
    else request.headers.delete(API_KEY_HEADER);
    return request;
  });
  client.interceptors.response.use((response) => {
    connectivity.report(true);
    return response;
  });
  client.interceptors.error.use((error, response, request) => {
    // A cancelled request says nothing about the service: pass the abort through untouched.
    if (isAbort(error, request)) return error;
    const failure = toApiFailure(error, response);
    connectivity.report(failure.kind !== 'network');
    return failure;
  });
  profileStore.subscribe((state, previous) => {
    if (urlOf(state.active) !== urlOf(previous.active)) client.setConfig({ baseUrl: trimUrl(urlOf(state.active)) });
  });
}

wire(baseClient, (p) => p.baseUrl);
wire(externalClient, (p) => p.apiUrl);
