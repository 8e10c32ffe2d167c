import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_PRELOAD_FILE, type RoutePreloadRoute, type RoutePreloadTable } from '../../../scripts/vite/route-preload-table';

/** What the build's route table gives the service. */
export interface RoutePreloadLinks {
  /** The `Link` value preloading the entry (every page's first need), or undefined. */
  entry: string | undefined;
  /** The `Link` value preloading the chunks of the route a page path matches, or undefined. */
  page(path: string): string | undefined;
}

const NONE: RoutePreloadLinks = { entry: undefined, page: () => undefined };

// crossorigin: module scripts are fetched in CORS mode; the preload must match or the browser fetches twice.
const linksTo = (files: string[]) => (files.length > 0 ? files.map((file) => `<${file}>; rel=modulepreload; crossorigin`).join(', ') : undefined);

/**
 * Reads the build's route table (dist/route-preload.json, written by scripts/vite/route-preload.ts) and answers,
 * for a page path, the `Link: <chunk>; rel=modulepreload` values sent with index.html: the browser then fetches the
 * page's own code together with the entry instead of after the entry has run. Without the file (an older build),
 * no header: pages still work, one round trip later.
 */
export function loadRoutePreloadLinks(staticDir: string): RoutePreloadLinks {
  // A build from before the entry was listed wrote the routes alone.
  let table: { entry?: string[]; routes: RoutePreloadRoute[] };
  try {
    const read = JSON.parse(readFileSync(join(staticDir, ROUTE_PRELOAD_FILE), 'utf8')) as RoutePreloadTable | RoutePreloadRoute[];
    table = Array.isArray(read) ? { routes: read } : read;
    if (!Array.isArray(table.routes)) return NONE;
  } catch {
    return NONE;
  }
  const routes = table.routes.map(({ pattern, files }) => ({
    // react-router matches paths regardless of case.
    test: new RegExp(pattern, 'i'),
    header: linksTo(files),
  }));
  return { entry: linksTo(table.entry ?? []), page: (path) => routes.find((route) => route.test.test(path))?.header };
}
