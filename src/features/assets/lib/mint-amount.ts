import { exactNumber, wholeToBaseUnits } from './base-units';

export type MintAmountCheck =
  | { ok: true; base: bigint; wire: number }
  | { ok: false; problem: 'format' | 'tooManyDecimals' | 'positive' | 'beyondSupply' | 'notExact' };

/**
 * A mint amount typed in whole units, converted exactly to base units by the asset's decimals, and never more than
 * what is left of the supply (`available`, in base units; null when unknown).
 */
export function checkMintAmount(text: string, decimals: number, available: bigint | null): MintAmountCheck {
  const base = wholeToBaseUnits(text, decimals);
  if (base === 'format' || base === 'tooManyDecimals') return { ok: false, problem: base };
  if (base <= 0n) return { ok: false, problem: 'positive' };
  if (available !== null && base > available) return { ok: false, problem: 'beyondSupply' };
  const wire = exactNumber(base);
  if (wire === null) return { ok: false, problem: 'notExact' };
  return { ok: true, base, wire };
}

/** What is left to mint, in base units: total supply minus what circulates; null when the supply is unknown. */
export function availableToMint(totalSupply: number | null, circulating: number): bigint | null {
  if (totalSupply === null || !Number.isInteger(totalSupply)) return null;
  const left = BigInt(totalSupply) - BigInt(Math.ceil(circulating));
  return left > 0n ? left : 0n;
}
