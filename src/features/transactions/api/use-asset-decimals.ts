import type { ListTokenizedAssetsResponse } from '../../../api/generated/types.gen';
import { useInstitutionAssets } from './use-institution-assets';
import type { AssetDecimals } from '../lib/tx-amount';

const NONE: AssetDecimals = new Map();

const decimalsById = (envelope: ListTokenizedAssetsResponse): AssetDecimals => {
  const known = (envelope.data ?? []).flatMap((asset) => (typeof asset.decimals === 'number' ? [[asset.id, asset.decimals] as const] : []));
  // No assets: the same empty map as before the answer, so the grid's columns are not made again for nothing.
  return known.length ? new Map(known) : NONE;
};

/**
 * The decimals of the institution's assets, so amounts (base units) read in each asset's units: the same query as
 * the assets list (one request, shared through the cache). Empty until it is answered, or when it fails.
 */
export function useAssetDecimals(): AssetDecimals {
  return useInstitutionAssets(decimalsById) ?? NONE;
}
