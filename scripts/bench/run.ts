// `npm run bench`: builds the dashboard, runs every module of modules.ts (each starts and stops the services it
// measures), prints one table with each figure beside its goal and writes it into README.md with the date.
// BENCH_PORT (default 8330) is the first port used; BENCH_ONLY=<module name part> runs matching modules only.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { benchModules } from './modules';
import { killAll } from './processes';
import { dropSeededDatabases } from './seeded-database';
import type { BenchContext, BenchRow } from './types';

const started = Date.now();
let port = Number(process.env.BENCH_PORT ?? 8330);
const log = (message: string) => process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}\n`);

process.on('exit', () => void killAll());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // The seeded database is large: drop it on Ctrl-C too, and whatever database a module was using.
    void Promise.allSettled([killAll(), dropSeededDatabases()]).finally(() => process.exit(130));
  });
}

function postgres(): { url: string | null; skip: string | null } {
  try {
    const line = execFileSync('bash', ['scripts/ensure-postgres.sh'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n').pop() ?? '';
    return line.startsWith('postgres') ? { url: line, skip: null } : { url: null, skip: line.replace(/^SKIP:\s*/, '') };
  } catch (error) {
    return { url: null, skip: error instanceof Error ? error.message : String(error) };
  }
}

export function formatTable(rows: BenchRow[]): string {
  const header = ['What', 'Figure', 'Measured', 'Goal', ''];
  const cells = rows.map((r) => [r.subject, r.metric, r.value, r.goal, r.ok === null ? '' : r.ok ? 'ok' : 'MISSED']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...cells.map(line)].join('\n');
}

async function main() {
  log('building the dashboard');
  execFileSync('npm', ['run', '--silent', 'build', '--', '--logLevel', 'warn'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const pg = postgres();
  const context: BenchContext = { nextPort: () => port++, postgresAdminUrl: pg.url, postgresSkip: pg.skip, log };
  const only = process.env.BENCH_ONLY?.toLowerCase();
  const rows: BenchRow[] = [];
  for (const module of benchModules) {
    if (only && !module.name.toLowerCase().includes(only)) continue;
    log(`${module.name}`);
    const moduleStarted = Date.now();
    try {
      rows.push(...(await module.run(context)));
    } catch (error) {
      rows.push({ subject: module.name, metric: 'failed', value: error instanceof Error ? error.message : String(error), goal: '', ok: false });
    }
    // Where the run's time goes, module by module (the goal is the whole run within 15 minutes).
    log(`${module.name} took ${((Date.now() - moduleStarted) / 1000).toFixed(0)} s`);
  }
  await dropSeededDatabases();
  const minutes = (Date.now() - started) / 60_000;
  const date = new Date().toISOString().slice(0, 10);
  const table = formatTable(rows);
  const summary = `Measured ${date} by \`npm run bench\` in ${minutes.toFixed(1)} min on this 2-core machine (shared); ${rows.filter((r) => r.ok === false).length} goal(s) missed.`;
  process.stdout.write(`\n${table}\n\n${summary}\n`);
  if (!only && !process.env.BENCH_PAGES?.trim()) updateReadme(`${table}\n\n${summary}`);
  await killAll();
}

/** Replaces the figures between the bench markers of README.md. */
function updateReadme(text: string) {
  const readme = readFileSync('README.md', 'utf8');
  const begin = '<!-- bench:begin -->';
  const end = '<!-- bench:end -->';
  const from = readme.indexOf(begin);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) return;
  writeFileSync('README.md', `${readme.slice(0, from + begin.length)}\n${text}\n${readme.slice(to)}`);
}

main().catch(async (error: unknown) => {
  process.stderr.write(`The bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  await Promise.allSettled([killAll(), dropSeededDatabases()]);
  process.exit(1);
});
