import type { TxDto } from '../../../api/generated/types.gen';
import { baseToWholeUnits, baseUnitsFromNumber } from '../../../shared/lib/whole-units';

/** The decimals of the institution's assets, by asset id (from ListTokenizedAssets). */
export type AssetDecimals = ReadonlyMap<string, number>;

/**
 * What a transaction's amount is, for showing it: the service keeps an asset's amounts in base units (whole units ×
 * 10^decimals, as a mint is requested), so a row of a known asset reads in the asset's units, exactly ("1.5" for 150
 * base units with 2 decimals). A row of an asset whose decimals are not known says it is in base units; an amount of
 * no asset (a chain's native coin) is shown as it is.
 */
export type TxAmount = { kind: 'none' } | { kind: 'units'; whole: string } | { kind: 'baseUnits'; value: number } | { kind: 'plain'; value: number };

export function txAmount(tx: Pick<TxDto, 'amount' | 'tokenizedAssetId'>, decimals: AssetDecimals): TxAmount {
  if (tx.amount === null) return { kind: 'none' };
  const base = tx.tokenizedAssetId ? baseUnitsFromNumber(tx.amount) : null;
  if (base === null) return { kind: 'plain', value: tx.amount };
  const known = decimals.get(tx.tokenizedAssetId as string);
  return known === undefined ? { kind: 'baseUnits', value: tx.amount } : { kind: 'units', whole: baseToWholeUnits(base, known) };
}
