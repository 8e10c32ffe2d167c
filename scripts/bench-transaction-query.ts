// Times the transaction query at scale on a real PostgreSQL: fills a throw-away database with ROWS transactions
// of one institution (plus noise of another), then runs the queries the dashboard's grid sends and prints the
// median of 5 runs each. Usage: DATABASE_URL=postgres://.../bench_db ROWS=1000000 tsx scripts/bench-transaction-query.ts
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { TransactionQueryDto } from '../src/api/generated/types.gen';
import { openDatabase } from '../server/src/db/open-database';
import { createServices } from '../server/src/services/index';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a throw-away PostgreSQL database.');
const rows = Number(process.env.ROWS ?? 1_000_000);
const institution = randomUUID();
const database = await openDatabase({ dataDir: '.data/bench', databaseUrl: url });
const services = createServices(database, { log: pino({ level: 'silent' }) });

const started = Date.now();
await database.db.execute(sql`
  INSERT INTO transactions (tx_id, institution_id, tx_action, tx_status, blockchain, amount, unit_name, from_address, to_address, note, created_at, updated_at)
  SELECT md5(${institution} || i), inst,
    (ARRAY['TxTest','TxNative','TxAsset','IssueAsset','FreezeAsset','ClawbackAssets','OptIn','AuthOptIn','LockAccount','Stake'])[1 + i % 10],
    (ARRAY['New','Successful','Canceled','Failed','Retrying'])[1 + (i / 7) % 5],
    (ARRAY['Algorand','Ethereum','Polygon','Stellar'])[1 + (i / 3) % 4],
    (i % 10000)::float8, 'UNIT' || (i % 50), md5('from' || i), md5('to' || i), 'bench',
    now() - make_interval(secs => i * 15), now()
  FROM generate_series(1, ${rows}) AS i,
       LATERAL (SELECT CASE WHEN i % 10 = 0 THEN gen_random_uuid() ELSE ${institution}::uuid END AS inst) AS x`);
await database.db.execute(sql`ANALYZE transactions`);
console.log(`Inserted ${rows.toLocaleString('en')} transactions in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const cases: [string, TransactionQueryDto][] = [
  ['first page, newest first', { take: 25 }],
  ['page 400 (skip 10000)', { take: 25, skip: 10_000 }],
  ['oldest first', { take: 25, sortDirection: 'asc' }],
  ['status Failed', { take: 25, txStatus: 'Failed' }],
  ['action IssueAsset on Algorand', { take: 25, txActions: 'IssueAsset', blockchains: 'Algorand' }],
  ['sort by amount desc', { take: 25, sortPath: 'amount', sortDirection: 'desc' }],
  ['last 7 days', { take: 25, createdFrom: new Date(Date.now() - 7 * 86_400_000).toISOString() }],
  ['search text (unit name)', { take: 25, searchText: 'UNIT7' }],
  ['exact txId', { take: 25, txId: 'no-such-tx' }],
];
for (const [label, query] of cases) {
  const times: number[] = [];
  let count = 0;
  for (let run = 0; run < 5; run += 1) {
    const t0 = performance.now();
    count = (await services.transactions.query(institution, query)).count;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(32)} ${times[2].toFixed(1).padStart(8)} ms  (${count.toLocaleString('en')} matches)`);
}
await database.db.execute(sql`DELETE FROM transactions WHERE note = 'bench'`);
await database.close();
