import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { createEchoQueue } from '../lib/echo-queue';

export type ListOrder = 'asc' | 'desc';

export interface ListParamsOptions<S extends string, F extends string> {
  /** Sortable fields; anything else in the URL falls back to `defaultSort`. */
  sortFields: readonly S[];
  defaultSort: S;
  defaultOrder: ListOrder;
  /** Allowed page sizes; the first is the default. Omit for lists without paging. */
  pageSizes?: readonly number[];
  /** Filter names, each stored as its own URL parameter (empty means unset). */
  filterKeys?: readonly F[];
  /**
   * The values a filter can take, for filters chosen from a list (a status, a kind): any other value in the URL (an
   * old link, a hand-edited one) reads as unset, rather than as a filter in effect that no control shows. The same
   * object from render to render (a module constant), like the other lists here.
   */
  filterValues?: Partial<Record<F, readonly string[]>>;
  /**
   * Where the search text lives: `'url'` (default, `q`) or `'memory'` for lists whose search is personal data (a
   * customer's name or e-mail must not end up in the URL, the history or a shared link). Paging, sort and filters stay
   * in the URL either way.
   */
  searchIn?: 'url' | 'memory';
  /**
   * With `searchIn: 'memory'`: the name under which this tab remembers the search while it runs (in memory only, never
   * stored), so the list left for a row and come back to with Back (or its menu entry) shows the search and the page
   * of it that were shown, not that page of the unsearched list. Include whose data it is (the institution).
   */
  rememberSearchAs?: string;
  /**
   * Told the state a change leads to as the user makes it, before the page renders it: a list can start loading
   * that view's data at once instead of after the render of the new URL (tens of milliseconds on a busy page).
   */
  onNavigate?: (next: ListState<S, F>) => void;
}

/** What the URL (and the search held in memory) says of a list. */
export interface ListState<S extends string, F extends string> {
  /** Zero-based page (the URL shows it one-based as `page`). */
  page: number;
  pageSize: number;
  sort: S;
  order: ListOrder;
  /** Free text (`q` in the URL). */
  search: string;
  filters: Partial<Record<F, string>>;
  /** Number of filters and search text in effect. */
  activeFilterCount: number;
}

export interface ListParams<S extends string, F extends string> extends ListState<S, F> {
  /** Turns to `page`, a new history entry unless `replace` (a correction the user did not ask for, e.g. past the end). */
  setPage(page: number, options?: { replace?: boolean }): void;
  setPageSize(size: number): void;
  /** Sorts by `field`; without `order`, the same field flips its order and a new field starts at the default order. */
  setSort(field: S, order?: ListOrder): void;
  /** Merges filter values (empty or null removes one) and goes back to the first page. */
  setFilters(next: Partial<Record<F, string | null>>): void;
  /** Starts a search with a history entry of its own, then replaces it while typing (Back does not step through each keystroke). */
  setSearch(text: string): void;
  /** Drops search and every filter, keeps sort and page size. */
  clearFilters(): void;
}

const RESERVED = new Set(['page', 'size', 'sort', 'order', 'q']);

/** Searches of lists that keep them in memory (`rememberSearchAs`), for this tab's lifetime. */
const rememberedSearches = new Map<string, string>();

/** The list state a URL (and the search held in memory) describes; anything unknown or malformed reads as the default. */
function readListState<S extends string, F extends string>(params: URLSearchParams, options: ListParamsOptions<S, F>, memorySearch: string): ListState<S, F> {
  const { sortFields, defaultSort, defaultOrder, pageSizes, filterKeys, filterValues, searchIn = 'url' } = options;
  const rawSort = params.get('sort');
  const sort = rawSort !== null && (sortFields as readonly string[]).includes(rawSort) ? (rawSort as S) : defaultSort;
  const rawOrder = params.get('order');
  const order: ListOrder = rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : defaultOrder;
  const rawSize = Number(params.get('size'));
  const pageSize = pageSizes?.includes(rawSize) ? rawSize : (pageSizes?.[0] ?? 0);
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage - 1 : 0;
  const search = searchIn === 'memory' ? memorySearch : (params.get('q') ?? '');
  const filters: Partial<Record<F, string>> = {};
  for (const key of filterKeys ?? []) {
    const value = params.get(key);
    const allowed = filterValues?.[key];
    if (value && (!allowed || allowed.includes(value))) filters[key] = value;
  }
  const activeFilterCount = Object.keys(filters).length + (search.trim() ? 1 : 0);
  return { sort, order, pageSize, page, search, filters, activeFilterCount };
}

/**
 * A list's page, page size, sort, search text and filters, kept in the URL so a view can be bookmarked, shared and
 * restored with Back and Forward (in the spirit of react-admin's useListParams). Paging, sorting and filter changes
 * push a history entry; a search pushes one as it starts and its typing then replaces it. Defaults are left out of
 * the URL.
 */
export function useListParams<S extends string, F extends string = never>(options: ListParamsOptions<S, F>): ListParams<S, F> {
  const { sortFields, defaultSort, defaultOrder, pageSizes, filterKeys, filterValues, searchIn = 'url' } = options;
  const [params, setParams] = useSearchParams();
  // A change made in place keeps what the page keeps in the entry's state (the side panel's "I added this entry").
  const { state: entryState } = useLocation();
  const entry = useRef<unknown>(entryState);
  useLayoutEffect(() => {
    entry.current = entryState;
  }, [entryState]);
  const remembered = searchIn === 'memory' ? options.rememberSearchAs : undefined;
  const [memorySearch, setMemorySearch] = useState(() => (remembered !== undefined ? (rememberedSearches.get(remembered) ?? '') : ''));
  const defaultSize = pageSizes?.[0] ?? 0;
  // Read when a change is made, so a caller's new callback each render does not make a new list object each render.
  const onNavigate = useRef(options.onNavigate);
  useLayoutEffect(() => {
    onNavigate.current = options.onNavigate;
  });
  const read = useCallback(
    (from: URLSearchParams, search: string) => readListState(from, { sortFields, defaultSort, defaultOrder, pageSizes, filterKeys, filterValues, searchIn }, search),
    [sortFields, defaultSort, defaultOrder, pageSizes, filterKeys, filterValues, searchIn],
  );
  // Only the list's own parameters: another one in the URL (a side panel's) changes nothing of the list, and the list
  // object stays the same, so the memoised components it is passed to do not render for it.
  const ownParams = useMemo(() => {
    const own = new URLSearchParams();
    for (const [key, value] of params) if (RESERVED.has(key) || filterKeys?.includes(key as F)) own.append(key, value);
    return own.toString();
  }, [params, filterKeys]);
  const state = useMemo(() => read(new URLSearchParams(ownParams), memorySearch), [read, ownParams, memorySearch]);

  // What the list last asked for, which the render may not show yet: a navigation renders in a transition, and a
  // handler of an older render (a debounced search, a field applied as focus leaves, the grid reporting a page while
  // a new sort still renders) would otherwise build on the URL it saw and undo the change made after it. `echoes`
  // holds the URLs asked for that no render has shown; a render showing any other URL (Back, Forward, a link) is
  // the user's word and becomes the base.
  const intended = useRef({ url: params.toString(), memorySearch });
  const [echoes] = useState(createEchoQueue<string>);
  useLayoutEffect(() => {
    const shown = params.toString();
    if (!echoes.isEcho(shown)) intended.current = { url: shown, memorySearch: intended.current.memorySearch };
  }, [params, echoes]);

  const update = useCallback(
    (changesFor: (current: ListState<S, F>) => Record<string, string | null>, replace = false, nextMemorySearch?: string): boolean => {
      const base = intended.current;
      const changes = changesFor(read(new URLSearchParams(base.url), base.memorySearch));
      const next = new URLSearchParams(base.url);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      // A search text left in the URL by an old link is personal data too: gone with the first change.
      if (searchIn === 'memory') next.delete('q');
      const url = next.toString();
      const memory = nextMemorySearch ?? base.memorySearch;
      // Nothing changed (a grid echoing its state back): no history entry, so Back is never a step that does nothing.
      if (url === base.url && memory === base.memorySearch) return false;
      onNavigate.current?.(read(next, memory));
      intended.current = { url, memorySearch: memory };
      if (memory !== base.memorySearch) {
        setMemorySearch(memory);
        if (remembered !== undefined) rememberedSearches.set(remembered, memory);
      }
      if (url !== base.url) {
        echoes.sent(url);
        setParams(next, { replace, state: replace ? entry.current : undefined });
      }
      return true;
    },
    [setParams, searchIn, read, echoes, remembered],
  );

  // The URL the last search typed made: the next keystroke replaces that entry, while a search started from any other
  // view (page 2, a filter) adds an entry of its own, so Back returns to the view the search left.
  const searchEntry = useRef<string | null>(null);

  const orderFor = useCallback((order: ListOrder) => (order === defaultOrder ? null : order), [defaultOrder]);

  // The setters build on what the list last asked for (`intended`), never on the state of a render, so they are the same
  // functions from state to state: a component given only them (a grid's handlers) skips the renders of a new state
  // that changes nothing it shows (a filter chosen renders the grid once, with the new rows, not also before them).
  const setters = useMemo<Omit<ListParams<S, F>, keyof ListState<S, F>>>(
    () => ({
      setPage: (page, options) => update(() => ({ page: page > 0 ? String(page + 1) : null }), options?.replace ?? false),
      setPageSize: (size) => update(() => ({ size: size === defaultSize ? null : String(size), page: null })),
      setSort: (field, order) =>
        update((current) => {
          const nextOrder = order ?? (field === current.sort ? (current.order === 'asc' ? 'desc' : 'asc') : defaultOrder);
          return { sort: field === defaultSort ? null : field, order: orderFor(nextOrder), page: null };
        }),
      setFilters: (next) => {
        const changes: Record<string, string | null> = { page: null };
        for (const [key, value] of Object.entries(next) as [string, string | null | undefined][]) {
          if (RESERVED.has(key)) throw new Error(`"${key}" is reserved by useListParams and cannot be a filter.`);
          changes[key] = value ?? null;
        }
        update(() => changes);
      },
      setSearch: (text) => {
        if (searchIn === 'memory') update(() => ({ page: null }), true, text);
        else if (update(() => ({ q: text || null, page: null }), intended.current.url === searchEntry.current)) searchEntry.current = intended.current.url;
      },
      clearFilters: () => update(() => Object.fromEntries([...(filterKeys ?? []), 'q', 'page'].map((k) => [k, null])), false, ''),
    }),
    [update, defaultSize, defaultSort, defaultOrder, orderFor, searchIn, filterKeys],
  );

  // One object per state, so the components it is passed to can skip a render that changes nothing for them.
  return useMemo<ListParams<S, F>>(() => ({ ...state, ...setters }), [state, setters]);
}

/**
 * Leaves a page past a list's end (an old link, a list that shrank meanwhile, a page size changed elsewhere) for the
 * page `turnTo`, in place: a new history entry would bring Back to the empty page, which would turn again, for ever.
 * `turnTo` is null while the page on screen is not known to be past the end (no answer for it yet, or rows on it).
 */
export function useLeavePagePastTheEnd(turnTo: number | null, setPage: (page: number, options: { replace: boolean }) => void): void {
  useEffect(() => {
    if (turnTo !== null) setPage(turnTo, { replace: true });
  }, [turnTo, setPage]);
}
