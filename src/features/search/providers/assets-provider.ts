import { baseClient } from '../../../api/clients';
import { getTokenizedAssetByUnitName } from '../../../api/generated/sdk.gen';
import { paths } from '../../../shared/lib/paths';
import type { SearchProvider } from '../search-provider';
import { notFoundAsEmpty } from './not-found-as-empty';

/** An asset by its unit name (GetTokenizedAssetByUnitName, exact). */
export const assetsProvider: SearchProvider = {
  id: 'assets',
  feature: 'assets',
  minLength: 1,
  search: (query, { institutionId, signal }) =>
    notFoundAsEmpty(async () => {
      const { data } = await getTokenizedAssetByUnitName({
        client: baseClient,
        path: { institutionId, 'tokenized-asset-unit-name': query.trim() },
        signal,
        throwOnError: true,
      });
      const asset = data.data;
      return [{ id: asset.id, primary: asset.unitName ?? asset.id, secondary: [asset.name, asset.isin].filter(Boolean).join(' · '), href: paths.asset(asset.id) }];
    }),
};
