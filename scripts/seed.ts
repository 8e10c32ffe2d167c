// npm run seed -- --transactions 1000000 [--institution <uuid>]
// Fills the database the service uses (DATABASE_URL, or the embedded PGlite in DATA_DIR, default .data/) with
// historical transactions. Without --institution they go to the demo institution, so `npm start` shows them.
// Stop the service first when it runs on PGlite: the embedded database has one writer.
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { loadOrCreateDemoCredentials } from '../server/src/auth/demo-credentials';
import { openDatabase } from '../server/src/db/open-database';
import { seedBulkTransactions } from '../server/src/seed/bulk-transactions';

const { values } = parseArgs({ options: { transactions: { type: 'string' }, institution: { type: 'string' } } });
const count = Number(values.transactions ?? '0');
if (!Number.isInteger(count) || count < 1) {
  process.stderr.write('Usage: npm run seed -- --transactions <count> [--institution <uuid>]\n');
  process.exit(2);
}
const dataDir = process.env.DATA_DIR || '.data';
const databaseUrl = process.env.DATABASE_URL || undefined;
const institutionId = values.institution ?? loadOrCreateDemoCredentials(dataDir).institutionId;
if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(institutionId)) {
  process.stderr.write(`--institution "${institutionId}" is not a UUID.\n`);
  process.exit(2);
}
// One INSERT of 100,000 rows (trigram index, counter triggers) can run past the service's 15 s statement timeout on a
// busy machine: the seed is a batch job, so it waits as long as PostgreSQL needs.
const database = await openDatabase({ dataDir, databaseUrl, postgres: { statementTimeoutMs: 0 } });
const started = Date.now();
try {
  await seedBulkTransactions(database, {
    institutionId,
    count,
    // PostgreSQL takes the chunks on every core; PGlite's one connection would only queue them.
    concurrency: database.kind === 'postgres' ? availableParallelism() : 1,
    onProgress: (done) => process.stdout.write(`\r${done.toLocaleString('en')} of ${count.toLocaleString('en')} transactions`),
  });
  process.stdout.write(`\nSeeded ${count.toLocaleString('en')} transactions for institution ${institutionId} on ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
} finally {
  await database.close();
}
