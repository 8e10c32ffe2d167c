import type { TokenizedAssetDto } from '../../../api/generated/types.gen';
import { assetKind } from '../../../shared/lib/asset-kind';
import { foldForSearch } from '../../../shared/lib/fold-for-search';
import type { AssetSortField, SortDirection } from '../hooks/use-asset-list-state';

/** Assets whose name, unit name or ISIN contains the query (case- and accent-insensitive). */
export function filterAssets(assets: TokenizedAssetDto[], query: string, language: string): TokenizedAssetDto[] {
  const q = foldForSearch(query.trim(), language);
  if (!q) return assets;
  const fold = (s: string | null) => foldForSearch(s, language);
  return assets.filter((a) => fold(a.name).includes(q) || fold(a.unitName).includes(q) || fold(a.isin).includes(q));
}

/** Sorted by a column; ties (and missing values, last) keep a stable order by creation. */
export function sortAssets(
  assets: TokenizedAssetDto[],
  field: AssetSortField,
  direction: SortDirection,
  language: string,
  projectName: (id: string | null) => string,
  /** How the table shows a kind or status (the user's language): sorted by what is read, not the service's English. */
  shown: (column: 'kind' | 'status', value: string) => string = (_column, value) => value,
): TokenizedAssetDto[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const value = (a: TokenizedAssetDto): string | number | null => {
    switch (field) {
      case 'name':
        return a.name;
      case 'unitName':
        return a.unitName;
      case 'kind':
        return shown('kind', assetKind(a));
      case 'status':
        return a.status ? shown('status', a.status) : null;
      case 'totalSupply':
        return a.totalSupply;
      case 'project':
        return a.projectId ? projectName(a.projectId) : null;
      case 'createdAt':
        return Date.parse(a.createdAt);
    }
  };
  const sign = direction === 'asc' ? 1 : -1;
  return [...assets].sort((x, y) => {
    const a = value(x);
    const b = value(y);
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    const order = typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
    return order * sign || x.createdAt.localeCompare(y.createdAt) || x.id.localeCompare(y.id);
  });
}
