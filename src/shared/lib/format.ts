// Locale-aware formatting through Intl, always for the language the user picked.
import { baseToWholeUnits } from './whole-units';

type DateInput = string | number | Date | null | undefined;

const LOCALES: Record<string, string> = { en: 'en-GB', de: 'de-DE' };

/** The locales the dashboard formats in, one per language it offers. */
export const FORMAT_LOCALES: readonly string[] = Object.values(LOCALES);

export function localeFor(language: string): string {
  return LOCALES[language.slice(0, 2)] ?? language;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const EMPTY = '—';

// Building an Intl formatter costs far more than formatting with one (a grid page of 25 rows with two times each spent
// ~16 ms per render making formatters): one per locale and options, made on first use.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The shared Intl.DateTimeFormat for `language` and `options`. */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeFor(language), options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** The shared Intl.NumberFormat for `language` and `options`. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeFor(language), options);
    numberFormats.set(key, format);
  }
  return format;
}

export function formatDate(value: DateInput, language: string): string {
  const date = toDate(value);
  return date ? dateTimeFormat(language, { dateStyle: 'medium' }).format(date) : EMPTY;
}

/**
 * A day of the calendar that the service sends as midnight UTC (a birth date, a first coupon date): shown as that
 * day wherever the user is. Formatted in local time, 1980-04-12T00:00:00Z reads 11 Apr 1980 west of UTC.
 */
export function formatCalendarDate(value: DateInput, language: string): string {
  const date = toDate(value);
  return date ? dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date) : EMPTY;
}

export function formatDateTime(value: DateInput, language: string): string {
  const date = toDate(value);
  return date
    ? dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
    : EMPTY;
}

export function formatNumber(value: number | null | undefined, language: string, options?: Intl.NumberFormatOptions): string {
  if (value === null || value === undefined || Number.isNaN(value)) return EMPTY;
  // A whole number beyond 2^53 (a supply, a count of base units) digit for digit: Intl writes a double to 17
  // significant digits, so 10000000000000002048 would read 10,000,000,000,000,002,000.
  if (!options && Number.isInteger(value) && Math.abs(value) > Number.MAX_SAFE_INTEGER) return formatDecimal(BigInt(value).toString(), language);
  return numberFormat(language, options).format(value);
}

/** Token amounts: grouping, up to `maxFractionDigits` decimals, never scientific notation. */
export function formatAmount(value: number | string | null | undefined, language: string, maxFractionDigits = 6): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const number = typeof value === 'string' ? Number(value) : value;
  if (Number.isNaN(number)) return String(value);
  return numberFormat(language, { maximumFractionDigits: maxFractionDigits }).format(number);
}

/** The decimal sign and the thousands separator `language` writes numbers with ("." and "," in English). */
export function numberSigns(language: string): { decimal: string; group: string } {
  const parts = numberFormat(language).formatToParts(11111.1);
  return { decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.', group: parts.find((p) => p.type === 'group')?.value ?? ',' };
}

/**
 * A decimal number held as text ("1234567.891", a bigint's digits) written for `language`, exactly at any size and
 * precision: grouped, with the language's decimal sign ("1.234.567,891" in German). Never through a double, so 19
 * decimals and counts beyond 2^53 stay as they are. Text that is not such a number is returned as it is.
 */
export function formatDecimal(text: string, language: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return text;
  const [, sign, int, fraction] = match;
  const { decimal, group } = numberSigns(language);
  return `${sign}${int.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${fraction ? `${decimal}${fraction}` : ''}`;
}

/** Base units as the person reads them in whole units, in their language ("1.234,5" for 123450n with 2 decimals in German), exactly. */
export function formatWholeUnits(base: bigint, decimals: number, language: string): string {
  return formatDecimal(baseToWholeUnits(base, decimals), language);
}
