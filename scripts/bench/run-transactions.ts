// npm run bench:transactions — the transaction benchmark alone; prints one line per figure and a summary of goals.
// BENCH_TX_ROWS (default 1,000,000), TEST_DATABASE_URL for PostgreSQL, BENCH_TX_PGLITE=0 to skip PGlite.
import { benchTransactions } from './transactions';

const rows = await benchTransactions({ pglite: process.env.BENCH_TX_PGLITE !== '0' });
const width = Math.max(...rows.map((r) => r.name.length));
let missed = 0;
for (const row of rows) {
  const met = goalMet(row.value, row.goal);
  if (met === false) missed += 1;
  process.stdout.write(`${row.name.padEnd(width)}  ${String(row.value).padStart(9)}  ${row.goal}${met === false ? '  MISSED' : ''}\n`);
}
process.stdout.write(`\n${rows.filter((r) => r.goal).length - missed} of ${rows.filter((r) => r.goal).length} goals met.\n`);

function goalMet(value: number, goal: string): boolean | null {
  const match = /^(<=|<)\s*([\d.]+)/.exec(goal);
  if (!match) return null;
  return match[1] === '<' ? value < Number(match[2]) : value <= Number(match[2]);
}
