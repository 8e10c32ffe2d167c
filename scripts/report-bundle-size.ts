// Prints the size of every JavaScript chunk of the production build and the initial JavaScript a first visit
// downloads (the entry plus what it imports statically: Vite lists those as <script type="module"> and
// <link rel="modulepreload"> in dist/index.html). With --check, fails when the initial JavaScript is over budget.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const dist = process.argv.find((a) => a.startsWith('--dist='))?.slice(7) ?? 'dist';
const check = process.argv.includes('--check');

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set(
  [...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g)].map((m) => m[1]),
);

const assets = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`)
  .map((file) => ({ file, gzip: gzipSize(file), initial: initial.has(file) }))
  .sort((a, b) => b.gzip - a.gzip);

console.log('JavaScript chunks (gzip -9):');
for (const a of assets) console.log(`  ${a.initial ? '*' : ' '} ${kb(a.gzip).padStart(7)} KB  ${a.file}`);
const initialTotal = assets.filter((a) => a.initial).reduce((sum, a) => sum + a.gzip, 0);
const allTotal = assets.reduce((sum, a) => sum + a.gzip, 0);
console.log(`Initial JavaScript (* above: entry + static imports): ${kb(initialTotal)} KB gzipped (budget ${BUDGET_KB} KB)`);
console.log(`All JavaScript: ${kb(allTotal)} KB gzipped in ${assets.length} chunks`);
if (initial.size === 0) {
  console.error('No entry script found in dist/index.html.');
  process.exit(1);
}
if (check && initialTotal > BUDGET_KB * 1024) {
  console.error(`Initial JavaScript ${kb(initialTotal)} KB is over the ${BUDGET_KB} KB budget.`);
  process.exit(1);
}
