import type { ApiErrorItem } from './api-error';

/** The response envelope of interface §2.1, around every JSON response. */
export interface Envelope {
  data: unknown;
  errorMessageCodes: string[] | null;
  errors: ApiErrorItem[] | null;
}

export function successEnvelope(data: unknown): Envelope {
  return { data, errorMessageCodes: null, errors: null };
}

export function errorEnvelope(items: readonly ApiErrorItem[]): Envelope {
  return {
    data: null,
    errorMessageCodes: [...new Set(items.map((i) => i.code))],
    errors: [...items],
  };
}
