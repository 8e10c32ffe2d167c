// Token amounts as the service keeps them, in base units (whole units × 10^decimals), read as whole units of the
// asset: exactly, as text, never through floating point (the most decimals the contract allows and counts beyond 2^53
// stay as they are). Pure conversions, no Intl: the asset and transaction screens (also through format.ts's
// formatWholeUnits) and the service's mint notes use them. format.ts imports this module, so it loads with the app's
// formatters rather than as one more file of each page that shows amounts; for that reason it does not import the
// contract's limits (their module would come with it to every page): the contract's range of decimals is checked
// where decimals are entered (the wizard's schema, the service), and an amount reads in whatever decimals its asset has.

export function pow10(decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`decimals must be a whole number of at least 0, not ${decimals}`);
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

/** A number the service returned (a whole count of base units) as a bigint; null when it is not a whole number. */
export function baseUnitsFromNumber(value: number | null | undefined): bigint | null {
  return typeof value === 'number' && Number.isInteger(value) ? BigInt(value) : null;
}
