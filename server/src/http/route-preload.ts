import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface RouteEntry {
  pattern: string;
  files: string[];
}

/** A page path to the `Link` header that preloads the chunks of its route, or undefined. */
export type RoutePreloadLinks = (path: string) => string | undefined;

/**
 * Reads the build's route table (dist/route-preload.json, written by scripts/vite/route-preload.ts) and answers,
 * for a page path, the `Link: <chunk>; rel=modulepreload` header sent with index.html: the browser then fetches the
 * page's own code together with the entry instead of after the entry has run. Without the file (an older build),
 * no header: pages still work, one round trip later.
 */
export function loadRoutePreloadLinks(staticDir: string): RoutePreloadLinks {
  let table: RouteEntry[];
  try {
    table = JSON.parse(readFileSync(join(staticDir, 'route-preload.json'), 'utf8')) as RouteEntry[];
  } catch {
    return () => undefined;
  }
  const routes = table.map(({ pattern, files }) => ({
    // react-router matches paths regardless of case.
    test: new RegExp(pattern, 'i'),
    // crossorigin: module scripts are fetched in CORS mode; the preload must match or the browser fetches twice.
    header: files.map((file) => `<${file}>; rel=modulepreload; crossorigin`).join(', '),
  }));
  return (path) => routes.find((route) => route.test.test(path))?.header;
}
