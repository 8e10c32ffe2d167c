// `npm start` builds the dashboard only when dist/ is missing or older than its sources, so a second start is instant.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/vite', 'package-lock.json', 'openapi/openapi.yaml'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, entry) => Math.max(max, newestMtime(join(path, entry))), stat.mtimeMs);
}

const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt > changedAt) {
  console.log('Dashboard build is up to date (dist/).');
} else {
  console.log('Building the dashboard...');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}
