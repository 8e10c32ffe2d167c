import { baseClient } from '../../../api/clients';
import { listTokenizedAssetsOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { getTokenizedAssetByUnitName } from '../../../api/generated/sdk.gen';
import type { TokenizedAssetDto } from '../../../api/generated/types.gen';
import { paths } from '../../../shared/lib/paths';
import type { SearchHit, SearchProvider } from '../search-provider';
import { notFoundAsEmpty } from '../../../api/not-found';
import { BYTE_LIMITS, utf8ByteLength } from '../../../shared/lib/utf8';

const toHit = (asset: TokenizedAssetDto): SearchHit => ({
  id: asset.id,
  primary: asset.unitName ?? asset.name ?? asset.id,
  secondary: [asset.name, asset.isin].filter(Boolean).join(' · '),
  href: paths.asset(asset.id),
});

/** Assets whose name or unit name contains the query (case-insensitive), the exact unit-name match first. */
export function matchAssets(assets: TokenizedAssetDto[], query: string, exact: TokenizedAssetDto[] = []): TokenizedAssetDto[] {
  const needle = query.trim().toLocaleLowerCase();
  const seen = new Set(exact.map((a) => a.id));
  const contains = assets.filter(
    (a) => !seen.has(a.id) && ((a.name ?? '').toLocaleLowerCase().includes(needle) || (a.unitName ?? '').toLocaleLowerCase().includes(needle)),
  );
  return [...exact, ...contains].slice(0, 8);
}

/**
 * The asset whose unit name is exactly `term` (GetTokenizedAssetByUnitName), none when "not found". A unit name is at
 * most 8 bytes on the chain: a longer text (a customer's name or e-mail typed into the same search) is never asked for
 * as one, so it does not travel in a request path, which servers log and the browser names in its console on a 404.
 */
async function byUnitName(term: string, institutionId: string, signal: AbortSignal): Promise<TokenizedAssetDto[]> {
  if (utf8ByteLength(term) > BYTE_LIMITS.unitName) return [];
  return notFoundAsEmpty(async () => {
    const { data } = await getTokenizedAssetByUnitName({ client: baseClient, path: { institutionId, 'tokenized-asset-unit-name': term }, signal, throwOnError: true });
    return [data.data];
  });
}

/**
 * An asset by its unit name (exact, `byUnitName`), then by name or unit name in the (cached) list.
 * Both are asked at once, but the list is our extension (ListTokenizedAssets), absent on the real service: its failure
 * leaves the exact hit standing. A failure of the exact look-up itself (other than "not found") fails the search.
 */
export const assetsProvider: SearchProvider = {
  id: 'assets',
  feature: 'assets',
  minLength: 1,
  async search(query, { institutionId, signal, queryClient }) {
    const [exact, list] = await Promise.allSettled([
      byUnitName(query.trim(), institutionId, signal),
      queryClient.fetchQuery({ ...listTokenizedAssetsOptions({ client: baseClient, path: { institutionId } }), staleTime: 30_000 }),
    ]);
    if (exact.status === 'rejected') throw exact.reason;
    return matchAssets(list.status === 'fulfilled' ? list.value.data : [], query, exact.value).map(toHit);
  },
};
