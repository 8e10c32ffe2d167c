// Every failure of a call, whatever the cause, becomes one ApiFailure the UI knows how to show.
// 'rejected': a boolean operation answered 200 with `data: false` (see declined-answer.ts).
// 'rate-limited': 429, the key sent too many requests; `retryAfterSeconds` says when to try again.
export type ApiFailureKind = 'validation' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'rejected' | 'rate-limited' | 'network' | 'server';

import { DeclinedAnswer } from './declined-answer';
import type { Error as ContractError } from './generated/types.gen';

/** One entry of the envelope's `errors`, as the contract defines it; a missing or empty field is null. */
export type ApiFieldError = Omit<ContractError, 'field'> & { field: ContractError['field'] | null };

export class ApiFailure extends Error {
  readonly kind: ApiFailureKind;
  readonly status: number | null;
  readonly errors: ApiFieldError[];
  readonly requestId: string | null;
  /** From Retry-After on a 429: seconds until the service takes requests of this key again. */
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    kind: ApiFailureKind;
    status: number | null;
    errors?: ApiFieldError[];
    requestId?: string | null;
    message?: string;
    retryAfterSeconds?: number | null;
  }) {
    super(init.message ?? init.errors?.[0]?.message ?? init.kind);
    this.name = 'ApiFailure';
    this.kind = init.kind;
    this.status = init.status;
    this.errors = init.errors ?? [];
    this.requestId = init.requestId ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return value instanceof ApiFailure;
}

export function kindForStatus(status: number): ApiFailureKind {
  if (status === 400 || status === 422) return 'validation';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  return 'server';
}

/** Retry-After as seconds (a number of seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

function readErrors(body: unknown): ApiFieldError[] {
  if (!body || typeof body !== 'object') return [];
  const envelope = body as { errors?: unknown; errorMessageCodes?: unknown; message?: unknown };
  if (Array.isArray(envelope.errors) && envelope.errors.length > 0) {
    return envelope.errors
      .filter((e): e is Record<string, unknown> => !!e && typeof e === 'object')
      .map((e) => {
        const code = typeof e.code === 'string' && e.code ? e.code : 'Error';
        // An error without a message still says something: its code.
        return { code, message: typeof e.message === 'string' && e.message ? e.message : code, field: typeof e.field === 'string' && e.field ? e.field : null };
      });
  }
  if (Array.isArray(envelope.errorMessageCodes)) {
    return envelope.errorMessageCodes.filter((code) => code !== null && code !== '').map((code) => ({ code: String(code), message: String(code), field: null }));
  }
  return [];
}

/**
 * A request the caller gave up on (React Query cancelling a query, a page closing): not a failure of the
 * service or of the network, so it must neither count as 'network' nor change the connectivity state.
 */
export function isAbort(error: unknown, request?: Request | null): boolean {
  if (request?.signal.aborted) return true;
  return !!error && typeof error === 'object' && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Normalise what the generated client hands its error interceptor: the parsed body (envelope, text or a
 * thrown TypeError for a network failure) plus the Response when there was one.
 */
export function toApiFailure(error: unknown, response?: Response | null): ApiFailure {
  if (isApiFailure(error)) return error;
  const requestId = response?.headers.get('X-Request-Id') ?? null;
  if (error instanceof DeclinedAnswer) {
    const errors = readErrors(error.envelope);
    return new ApiFailure({ kind: 'rejected', status: response?.status ?? 200, errors, requestId, message: errors[0]?.message || error.message });
  }
  if (!response) {
    const message = error instanceof Error ? error.message : 'Network request failed';
    return new ApiFailure({ kind: 'network', status: null, message });
  }
  const errors = readErrors(error);
  const text = typeof error === 'string' && error ? error.slice(0, 300) : undefined;
  return new ApiFailure({
    kind: kindForStatus(response.status),
    status: response.status,
    errors,
    requestId,
    message: errors[0]?.message || text || `HTTP ${response.status}`,
    retryAfterSeconds: response.status === 429 ? retryAfterSeconds(response.headers.get('Retry-After')) : null,
  });
}
