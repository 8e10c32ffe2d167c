import { useListParams } from '../../../shared/hooks/use-list-params';

export const ASSET_SORT_FIELDS = ['name', 'unitName', 'kind', 'status', 'totalSupply', 'project', 'createdAt'] as const;
export type AssetSortField = (typeof ASSET_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

export interface AssetListState {
  query: string;
  sort: AssetSortField;
  direction: SortDirection;
  projectId: string;
}

const FILTER_KEYS = ['project'] as const;

/**
 * The list's search, sort and project filter in the URL (the shared list-state hook: q, sort, order, project), so a
 * link, a reload or Back shows the same list.
 */
export function useAssetListState(): [AssetListState, (next: Partial<AssetListState>) => void] {
  const list = useListParams<AssetSortField, (typeof FILTER_KEYS)[number]>({
    sortFields: ASSET_SORT_FIELDS,
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    filterKeys: FILTER_KEYS,
  });
  const state: AssetListState = { query: list.search, sort: list.sort, direction: list.order, projectId: list.filters.project ?? '' };
  const update = (next: Partial<AssetListState>) => {
    if (next.query !== undefined) list.setSearch(next.query);
    if (next.sort !== undefined || next.direction !== undefined) list.setSort(next.sort ?? list.sort, next.direction ?? list.order);
    if (next.projectId !== undefined) list.setFilters({ project: next.projectId || null });
  };
  return [state, update];
}
