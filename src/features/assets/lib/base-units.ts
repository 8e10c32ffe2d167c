import { pow10 } from '../../../shared/lib/whole-units';

/**
 * Exact conversions between whole units (a decimal string such as "12.5") and base units (a bigint), by the
 * asset's decimals (0..19). Never through floating point: 19 decimals and supplies beyond 2^53 stay exact.
 */

const WHOLE = /^\d+(?:\.\d+)?$/;
const BASE = /^\d+$/;

/** The largest supply the chain holds (an unsigned 64-bit integer). */
export const MAX_BASE_UNITS = 2n ** 64n - 1n;

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

/**
 * The contract carries amounts as JSON numbers (doubles). A base-unit count is sent only when the double holds it
 * exactly (every integer up to 2^53, and larger ones such as 10^19 that happen to be representable).
 */
export function exactNumber(base: bigint): number | null {
  const n = Number(base);
  return Number.isFinite(n) && BigInt(n) === base ? n : null;
}
