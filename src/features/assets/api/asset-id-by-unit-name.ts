import { baseClient } from '../../../api/clients';
import { getTokenizedAssetByUnitName } from '../../../api/generated/sdk.gen';
import { initializedAssetId } from '../lib/initialized-asset-id';

/**
 * The id of the institution's asset with this unit name (GetTokenizedAssetByUnitName, exact; unit names are unique in
 * an institution), or null when the look-up finds nothing or fails: the caller has nothing better to go on then.
 */
export async function assetIdByUnitName(institutionId: string, unitName: string): Promise<string | null> {
  try {
    const { data } = await getTokenizedAssetByUnitName({
      client: baseClient,
      path: { institutionId, 'tokenized-asset-unit-name': unitName },
      throwOnError: true,
    });
    return initializedAssetId(data);
  } catch {
    return null;
  }
}
