import react from '@vitejs/plugin-react';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const INITIAL_JS_BUDGET_KB = 200;

/**
 * Prints the initial JavaScript (the entry chunk plus everything it imports statically, i.e. what the
 * browser must load before the first screen) gzipped, and fails the build above the budget.
 */
function initialJsBudget(limitKb: number): Plugin {
  return {
    name: 'initial-js-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
      const initial = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || initial.has(fileName)) return;
        initial.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      let raw = 0;
      let gzip = 0;
      const rows: string[] = [];
      for (const fileName of initial) {
        const code = chunks.get(fileName)!.code;
        const size = gzipSync(code, { level: 9 }).length;
        raw += Buffer.byteLength(code);
        gzip += size;
        rows.push(`  ${fileName.padEnd(44)} ${(size / 1024).toFixed(1).padStart(7)} KB gz`);
      }
      const lazy = chunks.size - initial.size;
      const summary = `initial JS (entry + static imports): ${(gzip / 1024).toFixed(1)} KB gzipped (${(raw / 1024).toFixed(1)} KB raw) in ${initial.size} chunks; ${lazy} lazy chunks; budget ${limitKb} KB`;
      this.info(`\n${rows.join('\n')}\n${summary}`);
      console.log(`\n${summary}`);
      if (gzip / 1024 > limitKb && process.env.INITIAL_JS_BUDGET !== 'warn') this.error(`Initial JavaScript exceeds the ${limitKb} KB gzip budget.`);
    },
  };
}

// Vendor code is split into a few stable, cacheable chunks. Only what the entry imports statically counts
// towards the initial JavaScript budget (< 200 KB gzipped); pages, forms and grids are lazy route chunks.
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 30 },
  // Only the styling engine is grouped: MUI components themselves are split by use, so components that only
  // lazy screens need stay out of the initial load.
  { name: 'emotion', test: /node_modules[\\/](@emotion|stylis|hoist-non-react-statics)[\\/]/, priority: 20 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/, priority: 20 },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/, priority: 20 },
  // No group for MUI X: as a group with its dependencies it pulled MUI core into a chunk the entry imports (the
  // grid on the landing page); without them it broke the module order between chunks. Left alone, the grid goes
  // into the lazy chunk of the one page that uses it.
];

export default defineConfig({
  plugins: [react(), initialJsBudget(INITIAL_JS_BUDGET_KB)],
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
