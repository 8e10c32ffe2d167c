// The feature benchmarks (issue 9's transaction query mix, issue 10's KYC typing) as modules of `npm run bench`:
// their own rows ({ name, value, goal }) turned into the table's rows.
import { benchKycTyping } from './kyc-typing';
import { seededPostgres } from './seeded-database';
import { benchTransactionGrid, GRID_GOAL_MS } from './transaction-grid';
import { benchTransactions } from './transactions';
import type { BenchModule, BenchRow } from './types';

interface FeatureRow {
  name: string;
  value: number;
  goal: string;
}

/** "< 50 ms", "<= 1.5" -> whether `value` meets it; null for a row without a goal. */
export function meetsGoal(value: number, goal: string): boolean | null {
  const match = /^(<=|<|≤)\s*([\d.]+)/.exec(goal.trim());
  if (!match) return null;
  return match[1] === '<' ? value < Number(match[2]) : value <= Number(match[2]);
}

/** "PostgreSQL, 20 clients, status Failed, HTTP p99 ms" -> subject "PostgreSQL, 20 clients, status Failed", metric "HTTP p99 ms". */
export function toBenchRow(row: FeatureRow, fixedSubject?: string): BenchRow {
  const cut = row.name.lastIndexOf(', ');
  const [subject, metric] = fixedSubject ? [fixedSubject, row.name] : cut > 0 ? [row.name.slice(0, cut), row.name.slice(cut + 2)] : [row.name, 'value'];
  return { subject, metric, value: String(row.value), goal: row.goal, ok: meetsGoal(row.value, row.goal) };
}

/** Transactions seeded on PostgreSQL for the transaction modules (one database, shared by both in a run). */
const postgresTxRows = () => Number(process.env.BENCH_TX_ROWS ?? 1_000_000);

/** Millions of rows take minutes to seed: PostgreSQL gets BENCH_TX_ROWS (default 1,000,000), PGlite BENCH_TX_PGLITE_ROWS (default 100,000). */
export const transactionQueries: BenchModule = {
  name: 'transaction queries',
  async run(context) {
    const log = (line: string) => context.log(line);
    const rows: FeatureRow[] = [];
    const admin = context.postgresAdminUrl;
    if (admin) {
      rows.push(...(await benchTransactions({ pglite: false, rows: postgresTxRows(), seededPostgres: () => seededPostgres(admin, postgresTxRows(), log), servicePort: context.nextPort(), log })));
    } else {
      context.log(`transaction queries on PostgreSQL skipped: ${context.postgresSkip}`);
    }
    rows.push(...(await benchTransactions({ postgres: false, pglite: true, rows: Number(process.env.BENCH_TX_PGLITE_ROWS ?? 100_000), log })));
    return rows.map((row) => toBenchRow(row));
  },
};

/** From a filter change to the rows painted, in Chromium, on the PostgreSQL database the query mix uses (seeded once per run). */
export const transactionGrid: BenchModule = {
  name: 'transaction grid',
  async run(context) {
    const admin = context.postgresAdminUrl;
    if (!admin) {
      context.log(`transaction grid skipped: ${context.postgresSkip}`);
      return [{ subject: 'transaction grid', metric: 'filter change to rows painted', value: `skipped: ${context.postgresSkip}`, goal: `< ${GRID_GOAL_MS} ms`, ok: null }];
    }
    const log = (line: string) => context.log(line);
    const seeded = await seededPostgres(admin, postgresTxRows(), log);
    const rows = await benchTransactionGrid({ databaseUrl: seeded.url, dataDir: seeded.dataDir, port: context.nextPort(), log });
    return rows.map((row) => toBenchRow(row));
  },
};

export const kycTyping: BenchModule = {
  name: 'kyc typing',
  async run() {
    return (await benchKycTyping()).map((row) => toBenchRow(row, 'KYC form'));
  },
};
