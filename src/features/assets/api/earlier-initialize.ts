import { isApiFailure } from '../../../api/api-failure';
import { baseClient } from '../../../api/clients';
import { getTokenizedAssetByUnitName } from '../../../api/generated/sdk.gen';
import type { InitializeTokenizedAssetDto, TokenizedAssetDto } from '../../../api/generated/types.gen';

/** Would this refusal be the service telling us the unit name is taken (409, or the real service's 400)? */
function mayBeTakenUnitName(error: unknown): boolean {
  if (!isApiFailure(error) || (error.kind !== 'conflict' && error.kind !== 'validation')) return false;
  // A 400 naming other fields is about those fields; one naming the unit name, or none (the real service's 400
  // without a body), may be the duplicate.
  return error.errors.length === 0 || error.errors.some((e) => e.field?.toLowerCase() === 'unitname');
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim() === (b ?? '').trim();
const NO_ID = '00000000-0000-0000-0000-000000000000';
/** An id as a comparable value: unset (absent, null or the all-zero UUID a typed client sends) is ''. */
const idOf = (id: string | null | undefined) => (!id || id === NO_ID ? '' : id.toLowerCase());

/** Is `asset` the one `body` asks for, not yet finalized: what an earlier attempt of this same Initialize left? */
export function isSameInitializedAsset(asset: TokenizedAssetDto, body: InitializeTokenizedAssetDto): boolean {
  return (
    asset.status === 'Initialized' &&
    same(asset.unitName, body.unitName) &&
    same(asset.name, body.name) &&
    same(asset.isin, body.isin) &&
    asset.decimals === (body.decimals ?? 0) &&
    asset.totalSupply === body.totalSupply &&
    idOf(asset.projectId) === idOf(body.projectId) &&
    idOf(asset.distributorWalletId) === idOf(body.distributorWalletId)
  );
}

/**
 * After Initialize was refused as a duplicate unit name: the id of the asset an earlier attempt of the same
 * Initialize created (its answer lost to a dropped connection, or the page reloaded while it ran), when the asset
 * with that unit name is exactly this one and still waits to be finalized; otherwise null, and the refusal stands
 * (someone else's asset, or a finalized one, really does take the unit name).
 */
export async function earlierInitializedAssetId(institutionId: string, body: InitializeTokenizedAssetDto, refusal: unknown): Promise<string | null> {
  if (!body.unitName || !mayBeTakenUnitName(refusal)) return null;
  try {
    const { data } = await getTokenizedAssetByUnitName({
      client: baseClient,
      path: { institutionId, 'tokenized-asset-unit-name': body.unitName.trim() },
      throwOnError: true,
    });
    const asset = data.data;
    return asset && isSameInitializedAsset(asset, body) ? asset.id : null;
  } catch {
    return null;
  }
}
