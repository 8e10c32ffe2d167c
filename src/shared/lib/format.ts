// Locale-aware formatting through Intl, always for the language the user picked.
type DateInput = string | number | Date | null | undefined;

const LOCALES: Record<string, string> = { en: 'en-GB', de: 'de-DE' };

export function localeFor(language: string): string {
  return LOCALES[language.slice(0, 2)] ?? language;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const EMPTY = '—';

export function formatDate(value: DateInput, language: string): string {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat(localeFor(language), { dateStyle: 'medium' }).format(date) : EMPTY;
}

export function formatDateTime(value: DateInput, language: string): string {
  const date = toDate(value);
  return date
    ? new Intl.DateTimeFormat(localeFor(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date)
    : EMPTY;
}

export function formatNumber(value: number | null | undefined, language: string, options?: Intl.NumberFormatOptions): string {
  if (value === null || value === undefined || Number.isNaN(value)) return EMPTY;
  return new Intl.NumberFormat(localeFor(language), options).format(value);
}

/** Token amounts: grouping, up to `maxFractionDigits` decimals, never scientific notation. */
export function formatAmount(value: number | string | null | undefined, language: string, maxFractionDigits = 6): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const number = typeof value === 'string' ? Number(value) : value;
  if (Number.isNaN(number)) return String(value);
  return new Intl.NumberFormat(localeFor(language), { maximumFractionDigits: maxFractionDigits }).format(number);
}
