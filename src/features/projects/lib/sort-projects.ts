import type { ProjectDto } from '../../../api/generated/types.gen';
import { foldForSearch } from '../../../shared/lib/fold-for-search';

export const PROJECT_SORT_FIELDS = ['name', 'createdAt', 'updatedAt', 'assetCount'] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];
/** Projects are sorted here, in the browser (the contract's project list has no sort). */
export type SortDirection = 'asc' | 'desc';

/** Case- and accent-insensitive match on name and description. */
export function filterProjects(projects: ProjectDto[], query: string, locale?: string): ProjectDto[] {
  const needle = normalise(query, locale);
  if (!needle) return projects;
  return projects.filter((p) => normalise(p.name, locale).includes(needle) || normalise(p.description ?? '', locale).includes(needle));
}

export function sortProjects(projects: ProjectDto[], field: ProjectSortField, direction: SortDirection, locale?: string): ProjectDto[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = direction === 'asc' ? 1 : -1;
  return [...projects].sort((a, b) => {
    let result: number;
    if (field === 'name') result = collator.compare(a.name, b.name);
    else if (field === 'assetCount') result = a.assetCount - b.assetCount;
    else result = Date.parse(a[field]) - Date.parse(b[field]);
    return result === 0 ? collator.compare(a.name, b.name) : sign * result;
  });
}

function normalise(value: string | null, locale?: string): string {
  return foldForSearch(value, locale).trim();
}
