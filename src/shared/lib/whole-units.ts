import { formatDecimal } from './format';

/**
 * Token amounts as the service keeps them, in base units (whole units × 10^decimals), read as whole units of the
 * asset: exactly, as text, never through floating point (19 decimals and counts beyond 2^53 stay as they are).
 * The asset and transaction screens both show amounts this way.
 */

export function pow10(decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 19) throw new RangeError(`decimals must be 0..19, not ${decimals}`);
  return 10n ** BigInt(decimals);
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

/** A number the service returned (a whole count of base units) as a bigint; null when it is not a whole number. */
export function baseUnitsFromNumber(value: number | null | undefined): bigint | null {
  return typeof value === 'number' && Number.isInteger(value) ? BigInt(value) : null;
}
