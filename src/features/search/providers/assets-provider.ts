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
 * Assets by name or unit name from the (cached) list, the exact unit-name match first. The list is our extension
 * (ListTokenizedAssets), absent on the real service: only then is the exact match asked for (`byUnitName`), and a
 * failure of that look-up (other than "not found") fails the search. With the list, what was typed never goes into
 * a request path: the look-up of a short text (a first name typed to find a customer) was answered 404, which the
 * browser writes into its console with the URL, the name in it.
 */
export const assetsProvider: SearchProvider = {
  id: 'assets',
  feature: 'assets',
  minLength: 1,
  async search(query, { institutionId, signal, queryClient }) {
    const term = query.trim();
    const list = await queryClient
      .fetchQuery({ ...listTokenizedAssetsOptions({ client: baseClient, path: { institutionId } }), staleTime: 30_000 })
      .then((answer) => answer.data, () => null);
    const exact = list ? list.filter((asset) => asset.unitName === term) : await byUnitName(term, institutionId, signal);
    return matchAssets(list ?? [], query, exact).map(toHit);
  },
};
