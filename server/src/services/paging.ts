import { ApiError } from '../http/api-error';

export const DEFAULT_TAKE = 25;
export const MAX_TAKE = 200;

export interface Page {
  take: number;
  skip: number;
}

/** take 1..200 (default 25), skip >= 0 (default 0). The contract rejects these already; this guards direct callers. */
export function toPage(take: number | null | undefined, skip: number | null | undefined): Page {
  const t = take ?? DEFAULT_TAKE;
  const s = skip ?? 0;
  if (!Number.isInteger(t) || t < 1 || t > MAX_TAKE) {
    throw ApiError.invalid('take', `take must be an integer between 1 and ${MAX_TAKE}.`);
  }
  if (!Number.isInteger(s) || s < 0) throw ApiError.invalid('skip', 'skip must be an integer >= 0.');
  return { take: t, skip: s };
}

export type SortDirection = 'asc' | 'desc';

/** asc | desc, case-insensitive; null or empty means the fallback (desc unless told). */
export function toSortDirection(value: string | null | undefined, fallback: SortDirection = 'desc'): SortDirection {
  if (value === null || value === undefined || value === '') return fallback;
  const v = value.toLowerCase();
  if (v === 'asc' || v === 'desc') return v;
  throw ApiError.invalid('sortDirection', 'sortDirection must be asc or desc.');
}

/** Escapes LIKE wildcards so user text matches literally. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
