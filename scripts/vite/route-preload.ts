import type { Plugin, Rolldown } from 'vite';
import { readRouteModules, routePattern, withoutExtension, type RouteModules } from './route-modules';
import { ROUTE_PRELOAD_FILE, type RoutePreloadTable } from './route-preload-table';

interface Options {
  /** The feature modules whose `routes` are read (their index.tsx). */
  featureFiles: string[];
  /** The module (absolute, without extension) of a feature's string section, as `withFeatureStrings(name)` loads it. */
  stringsModule: (name: string) => string;
  /** Paths that show another route's page (e.g. `/` redirects to `/projects`). */
  aliases?: Record<string, string>;
}

/** The build's chunks by module (without extension) and by file, and the entry's files, read once per build. */
function indexBuild(chunks: Rolldown.OutputChunk[], entry: Rolldown.OutputChunk) {
  return {
    // A page's module may share its chunk with others (scripts/vite/page-chunks.ts): look it up among each chunk's modules.
    byModule: new Map(chunks.flatMap((c) => c.moduleIds.map((id) => [withoutExtension(id), c] as const))),
    byFile: new Map(chunks.map((c) => [c.fileName, c])),
    skip: new Set([entry.fileName, ...entry.imports]),
  };
}

/** The files a route needs beyond the entry: its page chunks, their static imports, and its string sections. */
function routeFiles(route: RouteModules, build: ReturnType<typeof indexBuild>, stringsModule: Options['stringsModule']): string[] {
  const { byModule, byFile, skip } = build;
  const files = new Set<string>();
  const add = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || skip.has(chunk.fileName) || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    chunk.imports.forEach((file) => add(byFile.get(file)));
  };
  route.modules.forEach((module) => add(byModule.get(module)));
  route.strings.forEach((name) => add(byModule.get(withoutExtension(stringsModule(name)))));
  return [...files];
}

/**
 * Writes route-preload.json: the entry's files, and for each page route the pattern of its paths (most specific
 * first) and the chunks its page needs beyond the entry. The service sends them as `Link: rel=modulepreload` with index.html, so they
 * download together with the entry instead of after it has run (the "no waterfall"), at no cost in
 * JavaScript.
 */
export function routePreload(options: Options): Plugin {
  let base = '/';
  return {
    name: 'route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_output, bundle: Rolldown.OutputBundle) {
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const routes = options.featureFiles.flatMap(readRouteModules);
      for (const [alias, target] of Object.entries(options.aliases ?? {})) {
        const shown = routes.find((r) => r.path === target);
        if (shown) routes.push({ ...shown, path: alias });
      }
      const build = indexBuild(chunks, entry);
      const table: RoutePreloadTable = {
        entry: [entry.fileName, ...entry.imports].map((f) => base + f),
        routes: routes
          .map((route) => ({ ...routePattern(route.path), files: routeFiles(route, build, options.stringsModule).map((f) => base + f) }))
          .filter((route) => route.files.length > 0)
          .sort((a, b) => b.specificity - a.specificity)
          .map(({ source, files }) => ({ pattern: source, files })),
      };
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOAD_FILE, source: `${JSON.stringify(table, null, 1)}\n` });
    },
  };
}
