import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import { planMerges } from './scripts/vite/page-chunks';
import { readRouteModules, withoutExtension } from './scripts/vite/route-modules';
import { routePreload } from './scripts/vite/route-preload';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every compressible file of the build,
 * so the service sends precompressed files (negotiated by Accept-Encoding) instead of compressing per request.
 * The JavaScript budget is not checked here: it is what a page really loads in a browser (e2e/page-weight.spec.ts
 * and `npm run bench`), which a chunk graph cannot tell.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      if (process.env[FIRST_PASS]) return;
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const brotli = brotliCompressSync(content, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length },
          });
          await writeFile(`${file}.br`, brotli);
          await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * The modules the entry imports statically (the app shell and the landing page), found once the module graph is
 * complete and before chunks are made. They go into one chunk: brotli compresses one 500 KB file far better than
 * thirty small ones (about 15 KB less over the wire for the landing page), and every page needs them anyway. An
 * `index.(m)js` under node_modules (a package's or a component folder's, which re-exports) is not followed: through
 * it the entry may reach modules only lazy pages use (MUI's Grid, TanStack's useQueries), which the chunk would take
 * in; the bundler itself puts what the entry really uses from there into the entry (measured: still one file).
 */
function initialModules(): Plugin & { has(id: string): boolean } {
  const initial = new Set<string>();
  return {
    name: 'initial-modules',
    apply: 'build',
    has: (id: string) => initial.has(id),
    buildEnd() {
      initial.clear();
      const visit = (id: string) => {
        if (initial.has(id)) return;
        initial.add(id);
        if (PACKAGE_INDEX.test(id)) return;
        this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id);
    },
  };
}
const PACKAGE_INDEX = /node_modules[\\/].*[\\/]index\.m?js$/;
const initial = initialModules();

const FEATURE_FILES = ['projects', 'assets', 'transactions', 'customers', 'settings'].map((feature) =>
  fileURLToPath(new URL(`./src/features/${feature}/index.tsx`, import.meta.url)),
);
const FORMS = /node_modules[\\/]react-hook-form[\\/]/;
const VALIDATION = /node_modules[\\/](@hookform|zod)[\\/]/;
const STRINGS = /src[\\/]shared[\\/]i18n[\\/]locales[\\/]/;
/** Set while the first of the build's two passes runs (pageChunks). */
const FIRST_PASS = 'DASHBOARD_BUILD_FIRST_PASS';

/** What a list or detail page may load as it opens (e2e/page-weight.spec.ts holds it to 160 KB), less a margin. */
const PAGE_BUDGET = 159 * 1024;
/** The pages with a budget of their own (the form pages, the grid, e2e/page-weight.spec.ts). */
const OVER_BUDGET_PAGES = new Set(['/assets/new', '/customers/new', '/customers/:customerId/kyc', '/customers/:customerId/partner', '/transactions']);
/** Modules a page loads lazily but always, as soon as it renders (the grid, drawn after the filters). */
const LOADED_WITH_PAGE: Record<string, string[]> = {
  '/transactions': [fileURLToPath(new URL('./src/features/transactions/components/transactions-grid', import.meta.url))],
};

/**
 * Left to the bundler, a page's shared MUI and dashboard pieces arrive as many files of a few hundred bytes (the
 * form pages and the grid 26–42, a detail page 14), each a round trip over HTTP/1.1 before the page can draw:
 * Lighthouse's mobile score fell with the number of files more than with bytes. The build runs twice: a first pass,
 * not written, shows the chunks each page loads as it opens (after tree-shaking, with their real sizes);
 * scripts/vite/page-chunks.ts picks which of them to merge (never bringing a list or detail page above its budget or
 * to more files, nor what loads on demand to a file more or over 1 KB more); the second pass puts their modules into
 * the merged chunks.
 */
function pageChunks(): Plugin & { chunkOf(id: string): string | null } {
  let plan = new Map<string, string>();
  let mode = 'production';
  return {
    name: 'page-chunks',
    apply: 'build',
    chunkOf: (id: string) => plan.get(id) ?? null,
    configResolved(config) {
      mode = config.mode;
    },
    async buildStart() {
      plan = new Map();
      if (process.env[FIRST_PASS]) return;
      process.env[FIRST_PASS] = '1';
      let output: Awaited<ReturnType<typeof build>>;
      try {
        output = await build({ configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)), mode, logLevel: 'silent', build: { write: false } });
      } finally {
        delete process.env[FIRST_PASS];
      }
      const chunks = (Array.isArray(output) ? output : [output])
        .flatMap((result) => ('output' in result ? result.output : []))
        .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const pages = FEATURE_FILES.flatMap(readRouteModules).map((route) => ({ path: route.path, modules: [...route.modules, ...(LOADED_WITH_PAGE[route.path] ?? [])] }));
      // What loads on demand (dialogs, menus, tabs, validation): held to what it loaded before the merges.
      const pageModules = new Set(pages.flatMap((page) => page.modules));
      const onDemand = chunks
        .filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId && !pageModules.has(withoutExtension(chunk.facadeModuleId)))
        .map((chunk) => ({ path: `lazy:${chunk.fileName}`, modules: [chunk.facadeModuleId!], lazy: true }));
      const merges = planMerges(chunks, [...pages, ...onDemand], {
        budget: (path) => (OVER_BUDGET_PAGES.has(path) ? undefined : PAGE_BUDGET),
        keepApart: (chunk) => chunk.moduleIds.some((id) => FORMS.test(id) || VALIDATION.test(id) || STRINGS.test(id)),
        requestCost: 4000,
        largeChunk: 20_000,
        lazySlack: 1024,
      });
      for (const merge of merges) for (const chunk of merge.chunks) for (const id of chunk.moduleIds) plan.set(id, merge.name);
    },
  };
}
const pages = pageChunks();

const FORM_HELPERS = /src[\\/]shared[\\/](ui[\\/]use-form-failure|lib[\\/]intent-keys)\.ts$/;
const TINY_SHARED = /src[\\/]shared[\\/]lib[\\/](preloadable-lazy|load-once|lazy-resolver|in-background)\.ts$/;

const chunkGroups = [
  // The first page's modules, and the few tiny loaders most later pages use (each a file of ~100 bytes otherwise,
  // named in every import map that mentions it).
  { name: 'index', test: (id: string) => initial.has(id) || TINY_SHARED.test(id), priority: 40 },
  // Forms load with the first form, never with a list page; their validation (zod, with react-hook-form's resolver
  // for it) once the user first acts on a form page, so a form shows before it arrives.
  { name: 'forms', test: FORMS, priority: 20 },
  // With them, the form helpers only form code uses (each a file of a few hundred bytes of its own otherwise, since
  // the mint dialog shares them with the form pages); not what they import, which pages without forms use too.
  { name: 'forms', test: FORM_HELPERS, priority: 20, includeDependenciesRecursively: false },
  { name: 'validation', test: VALIDATION, priority: 20 },
  // The pages' start-up chunks that pageChunks (above) merges: only their modules, not what they import.
  { name: (id: string) => pages.chunkOf(id), debugName: 'page-chunks', test: (id: string) => pages.chunkOf(id) !== null, priority: 10, includeDependenciesRecursively: false },
];

/** MUI's theme modules without CSS variables, which its package exports do not list (src/shared/theme/mui-no-vars.d.ts). */
export const muiNoVarsAlias = [
  { find: '@mui-no-vars/create-theme', file: 'createThemeNoVars.mjs' },
  { find: '@mui-no-vars/theme-provider', file: 'ThemeProviderNoVars.mjs' },
].map(({ find, file }) => ({ find, replacement: fileURLToPath(new URL(`./node_modules/@mui/material/styles/${file}`, import.meta.url)) }));

/** The first source file under src/ (the generated SDK included, the build's own stand-ins not) whose text matches. */
function sourceMatching(pattern: RegExp): string | undefined {
  const root = fileURLToPath(new URL('./src', import.meta.url));
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/^no-/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .find((file) => pattern.test(readFileSync(file, 'utf8')));
}

/** MUI X DataGrid's Material slots that its community grid never renders, and the MUI components behind them. */
const GRID_UNUSED_SLOTS = /baseTabs|baseToggleButton/;
const GRID_UNUSED_IMPORTS = new Set(['@mui/material/Tabs', '@mui/material/Tab', '@mui/material/ToggleButton']);

/** The first file under src/ or of the DataGrid's package (its Material slots' definitions aside) naming those slots. */
function gridUsingUnusedSlots(): string | undefined {
  const grid = fileURLToPath(new URL('./node_modules/@mui/x-data-grid', import.meta.url));
  const gridFile = readdirSync(grid, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mjs') && !(entry.name === 'index.mjs' && entry.parentPath.endsWith(join(grid, 'material'))))
    .map((entry) => join(entry.parentPath, entry.name))
    .find((file) => GRID_UNUSED_SLOTS.test(readFileSync(file, 'utf8')));
  return gridFile ?? sourceMatching(GRID_UNUSED_SLOTS);
}

/**
 * MUI's fallback themes (styles/defaultTheme.mjs, and Box's `createTheme()` from styles/index.mjs), made as their modules
 * load for components outside any ThemeProvider, are the app's light theme (src/shared/theme/app-fallback-theme.ts):
 * the dashboard renders nothing outside one, and each was a whole theme built at start. The styles index's general
 * `createTheme` still points at the builder without CSS variables, which the dashboard never asks MUI for
 * (src/shared/theme/theme.ts builds its themes without them): the general one bundles the CSS-variables builder too.
 * Likewise the ripple: the theme turns it off on every button and draws a focus ring, so ButtonBase's TouchRipple
 * becomes an empty component (src/shared/theme/no-touch-ripple.tsx) instead of about 1.5 KB compressed per page.
 * And the outlined input's self-measuring textarea, a plain resizable one (src/shared/theme/fixed-textarea.tsx).
 * And the generated client's server-sent-events reader, which no operation of the contract uses
 * (src/api/no-server-sent-events.ts). And React Router's instrumentation, for an option the router is never given
 * (src/app/no-router-instrumentation.ts). And its framework-mode components (prefetching page links, <Links>, <Meta>,
 * <Scripts>), which need a <HydratedRouter> this SPA does not have (src/app/no-router-framework.tsx). And TanStack
 * Query's infinite-query behaviour (src/app/no-infinite-queries.ts). And emotion's `withTheme`'s statics hoisting,
 * `hoist-non-react-statics` with its own `react-is` (src/shared/theme/no-hoist-statics.ts), for a HOC nothing calls.
 * And zod's JSON Schema conversion, which every classic schema refers to and the forms' validation never runs
 * (src/shared/lib/no-zod-json-schema.ts). The build stops when anything under src/ starts streaming, asking for an
 * infinite query, passing router instrumentations, converting to JSON Schema or calling `withTheme`. And MUI's Tabs, Tab and ToggleButton behind the DataGrid's `baseTabs` and `baseToggleButton`
 * slots, which only the paid grids render (src/features/transactions/lib/no-grid-tabs.tsx); the build stops when the
 * community grid or src/ starts to.
 */
export function unusedInternals(): Plugin {
  const noVars = muiNoVarsAlias[0].replacement;
  const noTouchRipple = fileURLToPath(new URL('./src/shared/theme/no-touch-ripple.tsx', import.meta.url));
  const fixedTextarea = fileURLToPath(new URL('./src/shared/theme/fixed-textarea.tsx', import.meta.url));
  const noServerSentEvents = fileURLToPath(new URL('./src/api/no-server-sent-events.ts', import.meta.url));
  const noRouterInstrumentation = fileURLToPath(new URL('./src/app/no-router-instrumentation.ts', import.meta.url));
  const noRouterFramework = fileURLToPath(new URL('./src/app/no-router-framework.tsx', import.meta.url));
  const reactRouterDist = /react-router[\\/]dist[\\/]production[\\/]/;
  const noInfiniteQueries = fileURLToPath(new URL('./src/app/no-infinite-queries.ts', import.meta.url));
  const noZodJsonSchema = fileURLToPath(new URL('./src/shared/lib/no-zod-json-schema.ts', import.meta.url));
  const noGridTabs = fileURLToPath(new URL('./src/features/transactions/lib/no-grid-tabs.tsx', import.meta.url));
  const noStringifyTheme = fileURLToPath(new URL('./src/shared/theme/no-stringify-theme.ts', import.meta.url));
  const emotionStylesInRender = fileURLToPath(new URL('./src/shared/theme/emotion-styles-in-render.ts', import.meta.url));
  const appFallbackTheme = fileURLToPath(new URL('./src/shared/theme/app-fallback-theme.ts', import.meta.url));
  const noHoistStatics = fileURLToPath(new URL('./src/shared/theme/no-hoist-statics.ts', import.meta.url));
  return {
    name: 'unused-internals',
    enforce: 'pre',
    buildStart() {
      const uses = [
        [/\.sse\./, 'server-sent events', 'no-server-sent-events'],
        [/InfiniteQuery|InfiniteOptions|infiniteQueryOptions/, 'infinite queries', 'no-infinite-queries'],
        [/instrumentations/, 'router instrumentations', 'no-router-instrumentation'],
        [/JSONSchema|jsonSchema/, 'JSON Schema conversion', 'no-zod-json-schema'],
        [/toRuntimeSource|stringifyTheme/, "MUI's theme export for Pigment CSS", 'no-stringify-theme'],
        [/\bwithTheme\b/, "emotion's withTheme", 'no-hoist-statics'],
      ] as const;
      for (const [pattern, what, standIn] of uses) {
        const file = sourceMatching(pattern);
        if (file) this.error(`${file} uses ${what}: remove the ${standIn} stand-in from vite.config.ts.`);
      }
      const gridTabs = gridUsingUnusedSlots();
      if (gridTabs) this.error(`${gridTabs} renders the DataGrid's ${GRID_UNUSED_SLOTS.source} slot: remove the no-grid-tabs stand-in from vite.config.ts.`);
    },
    resolveId(source, importer) {
      if (/^(\.\/|\.\.\/styles\/)defaultTheme\.mjs$/.test(source) && importer && /@mui[\\/]material[\\/]/.test(importer)) {
        return appFallbackTheme;
      }
      if (source === '../styles/index.mjs' && importer && /@mui[\\/]material[\\/]Box[\\/]Box\.mjs$/.test(importer)) {
        return appFallbackTheme;
      }
      if (source === './createTheme.mjs' && importer && /@mui[\\/]material[\\/]styles[\\/]index\.mjs$/.test(importer)) {
        return noVars;
      }
      if (source === './TouchRipple.mjs' && importer && /@mui[\\/]material[\\/]ButtonBase[\\/]ButtonBase\.mjs$/.test(importer)) {
        return noTouchRipple;
      }
      if (source === '../TextareaAutosize/index.mjs' && importer && /@mui[\\/]material[\\/]InputBase[\\/]InputBase\.mjs$/.test(importer)) {
        return fixedTextarea;
      }
      if (source === '@emotion/use-insertion-effect-with-fallbacks' && importer && /@emotion[\\/](react|styled)[\\/]/.test(importer)) {
        return emotionStylesInRender;
      }
      // emotion imports it twice: through its isolating module, and bare for the side effects a CommonJS module may have.
      if ((source === 'hoist-non-react-statics' || /_isolated-hnrs[\\/]dist[\\/]emotion-react-_isolated-hnrs\.browser\.esm\.js$/.test(source)) && importer && /@emotion[\\/]react[\\/]/.test(importer)) {
        return noHoistStatics;
      }
      if (source === './stringifyTheme.mjs' && importer && /@mui[\\/]material[\\/]styles[\\/]createTheme(NoVars|WithVars)\.mjs$/.test(importer)) {
        return noStringifyTheme;
      }
      if (source === './infiniteQueryBehavior.js' && importer && /@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]query\.js$/.test(importer)) {
        return noInfiniteQueries;
      }
      // React Router's own modules, by the file they resolve to (its index re-exports them too).
      if (importer && source.startsWith('.') && reactRouterDist.test(importer)) {
        const target = resolvePath(dirname(importer), source);
        // Only the client router's import: the server runtime (re-exported, never run here) keeps its own.
        if (target.endsWith(join('lib', 'router', 'instrumentation.js')) && importer.endsWith(join('lib', 'router', 'router.js'))) return noRouterInstrumentation;
        if (target.endsWith(join('lib', 'dom', 'ssr', 'components.js'))) return noRouterFramework;
      }
      if ((source === '../core/to-json-schema.js' || source === '../core/json-schema-processors.js') && importer && /zod[\\/]v4[\\/]classic[\\/]schemas\.js$/.test(importer)) {
        return noZodJsonSchema;
      }
      if (GRID_UNUSED_IMPORTS.has(source) && importer && /@mui[\\/]x-data-grid[\\/]material[\\/]index\.mjs$/.test(importer)) {
        return noGridTabs;
      }
      if (source === '../core/serverSentEvents.gen' && importer && /src[\\/]api[\\/]generated[\\/]client[\\/]client\.gen\.ts$/.test(importer)) {
        return noServerSentEvents;
      }
      return null;
    },
  };
}

export default defineConfig({
  resolve: { alias: muiNoVarsAlias },
  plugins: [
    unusedInternals(),
    react(),
    initial,
    pages,
    routePreload({
      featureFiles: FEATURE_FILES,
      stringsModule: (name) => fileURLToPath(new URL(`./src/shared/i18n/locales/en-${name}`, import.meta.url)),
      aliases: { '/': '/projects' },
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    sourcemap: false,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 400,
    // Every browser the build targets preloads modules itself (<link rel="modulepreload">: Chromium 66, Safari 17,
    // Firefox 115); the polyfill only cost the first page's bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Rolldown's successor of manualChunks.
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});
