import { formatDecimal } from '../../../shared/lib/format';

/**
 * Exact conversions between whole units (a decimal string such as "12.5") and base units (a bigint), by the
 * asset's decimals (0..19). Never through floating point: 19 decimals and supplies beyond 2^53 stay exact.
 */

const WHOLE = /^\d+(?:\.\d+)?$/;
const BASE = /^\d+$/;

/** The largest supply the chain holds (an unsigned 64-bit integer). */
export const MAX_BASE_UNITS = 2n ** 64n - 1n;

function pow10(decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 19) throw new RangeError(`decimals must be 0..19, not ${decimals}`);
  return 10n ** BigInt(decimals);
}

/** "123" -> 123n; null when the text is not a whole number of base units. Surrounding spaces are ignored. */
export function parseBaseUnits(text: string): bigint | null {
  const trimmed = text.trim();
  return BASE.test(trimmed) ? BigInt(trimmed) : null;
}

export type WholeUnitsProblem = 'format' | 'tooManyDecimals' | 'separator';

/** How the person's language writes a number: its decimal sign and thousands separator (`numberSigns` of format.ts). */
export interface NumberSigns {
  decimal: string;
  group: string;
}

/**
 * "1.5" with 2 decimals -> 150n. A problem when the text is not a plain non-negative decimal number, or has more
 * fraction digits than the asset's decimals allow (the amount would not be a whole number of base units).
 * With `signs`, the text is read as the person's language writes it: "10,5" in German is ten and a half. Its
 * thousands separator is refused ('separator'), never guessed: "1.000" typed in German means a thousand, and read as
 * "1.000" it would be one; in English "1,000" is refused the same way.
 */
export function wholeToBaseUnits(text: string, decimals: number, signs?: NumberSigns): bigint | WholeUnitsProblem {
  let trimmed = text.trim();
  if (signs && signs.decimal !== '.') {
    if (trimmed.includes('.') || trimmed.includes(signs.group)) return 'separator';
    trimmed = trimmed.split(signs.decimal).join('.');
  } else if (signs && trimmed.includes(signs.group)) return 'separator';
  if (!WHOLE.test(trimmed)) return 'format';
  const [int, fraction = ''] = trimmed.split('.');
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) return 'tooManyDecimals';
  return BigInt(int) * pow10(decimals) + BigInt(significant.padEnd(decimals, '0') || '0');
}

/** 150n with 2 decimals -> "1.5"; 100n -> "1". Trailing zeros of the fraction are dropped. */
export function baseToWholeUnits(base: bigint, decimals: number): string {
  const scale = pow10(decimals);
  const sign = base < 0n ? '-' : '';
  const abs = base < 0n ? -base : base;
  const int = abs / scale;
  const fraction = decimals === 0 ? '' : (abs % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${sign}${int}${fraction ? `.${fraction}` : ''}`;
}

/** Base units as the person reads them in whole units, in their language ("1.234,5" for 123450n with 2 decimals in German), exactly. */
export function formatWholeUnits(base: bigint, decimals: number, language: string): string {
  return formatDecimal(baseToWholeUnits(base, decimals), language);
}

/**
 * The contract carries amounts as JSON numbers (doubles). A base-unit count is sent only when the double holds it
 * exactly (every integer up to 2^53, and larger ones such as 10^19 that happen to be representable).
 */
export function exactNumber(base: bigint): number | null {
  const n = Number(base);
  return Number.isFinite(n) && BigInt(n) === base ? n : null;
}

/** A number the service returned (a whole count of base units) as a bigint; null when it is not a whole number. */
export function baseUnitsFromNumber(value: number | null | undefined): bigint | null {
  return typeof value === 'number' && Number.isInteger(value) ? BigInt(value) : null;
}
