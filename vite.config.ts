import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

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
 * Adds <link rel="modulepreload"> for the landing page's route chunk and the chunks it imports, so they load
 * with the entry instead of after it has run (`/` redirects to the landing page). Other routes start their
 * chunk as the entry runs and on link hover or focus (src/app/route-preload.ts).
 */
function preloadLandingRoute(moduleSuffix: string): Plugin {
  return {
    name: 'preload-landing-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((c) => c.type === 'chunk');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const route = chunks.find((c) => c.facadeModuleId?.endsWith(moduleSuffix));
        if (!route) throw new Error(`preload-landing-route: no chunk for ${moduleSuffix}`);
        const initial = new Set<string>();
        const visit = (fileName: string) => {
          if (initial.has(fileName)) return;
          initial.add(fileName);
          byName.get(fileName)?.imports.forEach(visit);
        };
        chunks.filter((c) => c.isEntry).forEach((c) => visit(c.fileName));
        const preload: string[] = [];
        const collect = (fileName: string) => {
          if (initial.has(fileName) || preload.includes(fileName)) return;
          preload.push(fileName);
          byName.get(fileName)?.imports.forEach(collect);
        };
        collect(route.fileName);
        return preload.map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

// Vendor code is split into a few stable, cacheable chunks; pages, forms and grids are lazy route chunks.
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 30 },
  // Only the styling engine is grouped: MUI components themselves are split by use, so components that only
  // lazy screens need stay out of the initial load.
  { name: 'emotion', test: /node_modules[\\/](@emotion|stylis|hoist-non-react-statics)[\\/]/, priority: 20 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/, priority: 20 },
  // No group for MUI X: as a group with its dependencies it pulled MUI core into a chunk the entry imports (the
  // grid on the landing page); without them it broke the module order between chunks. Left alone, the grid goes
  // into the lazy chunk of the one page that uses it.
];

export default defineConfig({
  plugins: [react(), preloadLandingRoute('/src/features/projects/routes/projects-page.tsx'), precompress()],
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
    rolldownOptions: {
      output: {
        // Rolldown's successor of manualChunks.
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
