import type { TokenizedAssetDetailsDto } from '../../../api/generated/types.gen';
import { baseUnitsFromNumber } from '../../../shared/lib/whole-units';
import { exactNumber, wholeToBaseUnits, type NumberSigns } from './base-units';

export type MintAmountCheck =
  | { ok: true; base: bigint; wire: number }
  | { ok: false; problem: 'format' | 'tooManyDecimals' | 'separator' | 'positive' | 'beyondSupply' | 'notExact' };

/**
 * A mint amount typed in whole units, converted exactly to base units by the asset's decimals, and never more than
 * what is left of the supply (`available`, in base units; null when unknown). `signs`: read as the person's language
 * writes numbers (wholeToBaseUnits).
 */
export function checkMintAmount(text: string, decimals: number, available: bigint | null, signs?: NumberSigns): MintAmountCheck {
  const base = wholeToBaseUnits(text, decimals, signs);
  if (typeof base === 'string') return { ok: false, problem: base };
  if (base <= 0n) return { ok: false, problem: 'positive' };
  if (available !== null && base > available) return { ok: false, problem: 'beyondSupply' };
  const wire = exactNumber(base);
  if (wire === null) return { ok: false, problem: 'notExact' };
  return { ok: true, base, wire };
}

/** What an asset may still mint, in base units (exact). */
export interface MintAllowance {
  supply: bigint;
  minted: bigint;
  /** Base units in mint requests still pending; null when the service does not say (the real service). */
  pending: bigint | null;
  /** supply − minted − pending, never below 0. */
  remaining: bigint;
}

const BASE_UNITS = /^[0-9]+$/;

/**
 * The allowance the asset details give: total supply − minted − pending mint requests, as the service enforces it.
 * Our service reports minted and pending exactly (decimal strings, extensions); an answer without them (the real
 * service) falls back to the circulating supply as minted and pending unknown. Null when the supply is not a whole
 * number of base units.
 */
export function mintAllowance(
  details: Pick<TokenizedAssetDetailsDto, 'circulatingSupply' | 'mintedSupply' | 'pendingMintSupply'> & {
    asset: Pick<TokenizedAssetDetailsDto['asset'], 'totalSupply'>;
  },
): MintAllowance | null {
  const supply = baseUnitsFromNumber(details.asset.totalSupply);
  if (supply === null) return null;
  const minted =
    details.mintedSupply !== undefined && BASE_UNITS.test(details.mintedSupply)
      ? BigInt(details.mintedSupply)
      : BigInt(Math.max(0, Math.ceil(details.circulatingSupply)));
  const pending = details.pendingMintSupply !== undefined && BASE_UNITS.test(details.pendingMintSupply) ? BigInt(details.pendingMintSupply) : null;
  const left = supply - minted - (pending ?? 0n);
  return { supply, minted, pending, remaining: left > 0n ? left : 0n };
}
