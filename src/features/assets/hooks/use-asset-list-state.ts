import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const ASSET_SORT_FIELDS = ['name', 'unitName', 'kind', 'status', 'totalSupply', 'project', 'createdAt'] as const;
export type AssetSortField = (typeof ASSET_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

export interface AssetListState {
  query: string;
  sort: AssetSortField;
  direction: SortDirection;
  projectId: string;
}

const isSortField = (value: string | null): value is AssetSortField => (ASSET_SORT_FIELDS as readonly (string | null)[]).includes(value);

/**
 * The list's search, sort and project filter, kept in the URL (q, sort, dir, project) so a link or a reload shows
 * the same list. A narrow interface, to be replaced by the shared list-state hook when it exists.
 */
export function useAssetListState(): [AssetListState, (next: Partial<AssetListState>) => void] {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const state: AssetListState = {
    query: params.get('q') ?? '',
    sort: isSortField(sortParam) ? sortParam : 'createdAt',
    direction: params.get('dir') === 'asc' ? 'asc' : 'desc',
    projectId: params.get('project') ?? '',
  };
  const update = useCallback(
    (next: Partial<AssetListState>) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          const names: Record<keyof AssetListState, string> = { query: 'q', sort: 'sort', direction: 'dir', projectId: 'project' };
          for (const [key, value] of Object.entries(next) as [keyof AssetListState, string | undefined][]) {
            if (value) copy.set(names[key], value);
            else copy.delete(names[key]);
          }
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [state, update];
}
