import { ApiError } from '../http/api-error';

/** Timestamps leave the service as ISO 8601 strings (UTC). */
export function toIso(value: Date): string {
  return value.toISOString();
}

export function toIsoOrNull(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

const MIN_TIME = Date.UTC(1, 0, 1);
const MAX_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * Parses an optional date-time input (the contract has checked the format). A moment outside the years 1..9999 in
 * UTC (e.g. 9999-12-31T23:59:59-12:00) cannot be stored: 400 InvalidInput on the field.
 */
export function parseDateInput(value: string | null | undefined, field: string): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw ApiError.invalid(field, `${field} must be a date-time.`);
  if (time < MIN_TIME || time > MAX_TIME) throw ApiError.invalid(field, `${field} must lie between the years 1 and 9999 (UTC).`);
  return new Date(time);
}
