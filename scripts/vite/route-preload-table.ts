// The build's route preload table, as the build writes it (scripts/vite/route-preload.ts) and the service reads it
// (server/src/http/route-preload.ts): one definition for both. No imports, so the service loads nothing of the build.

/** The file the build writes beside index.html. */
export const ROUTE_PRELOAD_FILE = 'route-preload.json';

/**
 * What it holds: the entry's files (the page's own script tag and its static imports) and, per page route, the
 * chunks beyond them. The entry is preloaded too, and first: otherwise a page's many small chunks, announced in the
 * header before the HTML names the entry, take the six connections of HTTP/1.1 and the largest file, which every
 * page waits for, queues behind them.
 */
export interface RoutePreloadTable {
  entry: string[];
  routes: RoutePreloadRoute[];
}

/** One page route: the pattern of its paths (a RegExp source, matched regardless of case) and its chunks. */
export interface RoutePreloadRoute {
  pattern: string;
  files: string[];
}
