// The transaction figures of `npm run bench`: the service over HTTP (the grid's mix of filters, sorts, text
// searches and deep pages) with 1 and 20 concurrent clients, beside the same queries run straight on the database
// (the services' SQL without HTTP, validation and JSON) in the same run, on PostgreSQL and PGlite.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TransactionQueryDto } from '../../src/api/generated/types.gen';
import { buildApp } from '../../server/src/app';
import { DEFAULT_CONTRACT_PATH } from '../../server/src/config';
import { loadContract } from '../../server/src/contract/load-contract';
import { openDatabase, type Database } from '../../server/src/db/open-database';
import { createHandlers } from '../../server/src/handlers/index';
import { seedBulkTransactions } from '../../server/src/seed/bulk-transactions';
import { createServices, type Services } from '../../server/src/services/index';
import { createTemporaryDatabase } from '../../server/test/helpers/test-database';
import { withoutSecondaryIndexes } from './without-secondary-indexes';
import { startService, type RunningService } from './service';

export interface BenchRow {
  name: string;
  /** Milliseconds, or a ratio for the service-to-SQL rows. */
  value: number;
  /** The goal as text ("< 50 ms", "<= 1.5"), empty when the row is for information. */
  goal: string;
}

export interface TransactionBenchOptions {
  /** Transactions of the measured institution (default BENCH_TX_ROWS or 1,000,000). */
  rows?: number;
  /** A PostgreSQL server to create a throw-away database on (default TEST_DATABASE_URL); without one PostgreSQL is skipped. */
  adminDatabaseUrl?: string;
  /** Measure PGlite too (default true). */
  pglite?: boolean;
  /** Measure PostgreSQL when a server is known (default true). */
  postgres?: boolean;
  /**
   * A PostgreSQL database already holding `rows` transactions of `institutionId` to measure instead of seeding a
   * throw-away one (npm run bench shares one with the grid's browser measure: scripts/bench/seeded-database.ts).
   */
  seededPostgres?: () => Promise<{ url: string; institutionId: string; dataDir: string }>;
  /**
   * With `seededPostgres`: measure HTTP against the service in its own process on this port (`npm run server` in
   * production mode on the seeded database), as it is deployed, rather than inside the bench process, where the
   * service would share one event loop with the 20 clients that load it.
   */
  servicePort?: number;
  /** Concurrent clients (default [1, 20]). */
  clients?: number[];
  /** Times each client runs the whole mix (default 20 with one client, 3 with more). */
  rounds?: (clients: number) => number;
  log?: (line: string) => void;
}

const DAY = 86_400_000;

/** The fixed mix: what people do in the grid. */
export function transactionMix(now = Date.now()): [string, TransactionQueryDto][] {
  return [
    ['first page', { take: 25 }],
    ['page 400 (skip 10,000)', { take: 25, skip: 10_000 }],
    ['oldest first', { take: 25, sortDirection: 'asc' }],
    ['status Failed', { take: 25, txStatus: 'Failed' }],
    ['IssueAsset on Algorand', { take: 25, txActions: 'IssueAsset', blockchains: 'Algorand' }],
    ['amount, largest first', { take: 25, sortPath: 'amount', sortDirection: 'desc' }],
    ['last 7 days, 100 rows', { take: 100, createdFrom: new Date(now - 7 * DAY).toISOString() }],
    ['search unit name', { take: 25, searchText: 'BOND' }],
    ['search note words', { take: 25, searchText: 'Quarterly rebal' }],
    ['search address fragment', { take: 25, searchText: '1A2B' }],
    ['exact txId', { take: 25, txId: 'SEED-NOT-THERE' }],
  ];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs the mix `rounds` times on each of `clients` concurrent clients; latencies per case. */
async function drive(clients: number, rounds: number, mix: [string, TransactionQueryDto][], call: (body: TransactionQueryDto) => Promise<void>) {
  const samples = new Map<string, number[]>(mix.map(([label]) => [label, []]));
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let round = 0; round < rounds; round += 1) {
        // Each client walks the mix from a different place, so the cases overlap as they would in real use.
        for (let i = 0; i < mix.length; i += 1) {
          const [label, body] = mix[(i + client) % mix.length];
          const t0 = performance.now();
          await call(body);
          samples.get(label)!.push(performance.now() - t0);
        }
      }
    }),
  );
  return new Map([...samples].map(([label, list]) => [label, list.sort((a, b) => a - b)]));
}

async function measure(
  kind: 'PostgreSQL' | 'PGlite',
  database: Database,
  options: Required<Omit<TransactionBenchOptions, 'adminDatabaseUrl' | 'postgres' | 'seededPostgres' | 'servicePort'>>,
  seededInstitutionId?: string,
  service?: RunningService,
): Promise<BenchRow[]> {
  const { log } = options;
  const silent = pino({ level: 'silent' });
  const services: Services = createServices(database, { log: silent });
  const institutionId = seededInstitutionId ?? randomUUID();
  const apiKey = `bench-${randomUUID()}`;
  if (!seededInstitutionId) {
    const started = Date.now();
    // PGlite has one connection: statements at once would only queue.
    const concurrency = kind === 'PostgreSQL' ? availableParallelism() : 1;
    await withoutSecondaryIndexes(database, 'transactions', () => seedBulkTransactions(database, { institutionId, count: options.rows, concurrency }), { concurrency });
    log(`${kind}: seeded ${options.rows.toLocaleString('en')} transactions in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }

  // The service in its own process when given; otherwise one inside this process (PGlite: one process per data folder).
  const app = service
    ? null
    : await buildApp({
        contract: loadContract(DEFAULT_CONTRACT_PATH),
        handlers: createHandlers(),
        services,
        apiKeys: new Map([[apiKey, institutionId]]),
        logger: silent,
        // As in production: responses are not re-validated.
        validateResponses: false,
      });
  const address = service ? service.origin : await app!.listen({ host: '127.0.0.1', port: 0 });
  const key = service ? service.apiKey : apiKey;
  const client = postJson(new URL(`${address}/api/Transaction/institutionId/${institutionId}`), key);
  const overHttp = client.post;
  const bare = async (body: TransactionQueryDto) => {
    await services.transactions.query(institutionId, body);
  };

  const rows: BenchRow[] = [];
  const mix = transactionMix();
  try {
    // Warm caches and connections once, unmeasured.
    await drive(1, 1, mix, overHttp);
    for (const clients of options.clients) {
      const rounds = options.rounds(clients);
      const http = await drive(clients, rounds, mix, overHttp);
      const sql = await drive(clients, rounds, mix, bare);
      const strict = kind === 'PostgreSQL' && clients >= 20;
      for (const [label] of mix) {
        const h = http.get(label)!;
        const s = sql.get(label)!;
        const prefix = `transactions ${kind} ${clients} client${clients === 1 ? '' : 's'}: ${label}`;
        rows.push({ name: `${prefix}, HTTP p50 ms`, value: round(percentile(h, 50)), goal: '' });
        rows.push({ name: `${prefix}, HTTP p99 ms`, value: round(percentile(h, 99)), goal: strict ? '< 50 ms' : '' });
        rows.push({ name: `${prefix}, SQL p50 ms`, value: round(percentile(s, 50)), goal: '' });
        rows.push({ name: `${prefix}, SQL p99 ms`, value: round(percentile(s, 99)), goal: '' });
        rows.push({ name: `${prefix}, HTTP/SQL p99`, value: round(percentile(h, 99) / Math.max(percentile(s, 99), 0.001)), goal: strict ? '<= 1.5' : '' });
      }
      log(`${kind}: ${clients} client(s) done`);
    }
  } finally {
    client.close();
    await app?.close();
  }
  return rows;
}

/**
 * A lean HTTP client: node:http over kept-alive connections, one per client. Node's fetch costs about 1 ms of CPU a
 * request in this very process, on the two cores the service and PostgreSQL share: with 20 clients it added 15–60 ms
 * to the p99 measured (97–146 ms with fetch, 83–85 with this, same service, same minute), which is the client's, not
 * the service's.
 */
function postJson(url: URL, apiKey: string): { post: (body: TransactionQueryDto) => Promise<void>; close: () => void } {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const post = (body: TransactionQueryDto) =>
    new Promise<void>((resolve, reject) => {
      const data = JSON.stringify(body);
      const request = httpRequest(
        url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'x-api-key': apiKey, 'content-length': Buffer.byteLength(data) } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            if (status < 200 || status >= 300) reject(new Error(`HTTP ${status}: ${Buffer.concat(chunks).toString('utf8')}`));
            else resolve();
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(data);
    });
  return { post, close: () => agent.destroy() };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Runs the transaction benchmark and returns its rows ({ name, value, goal }). */
export async function benchTransactions(options: TransactionBenchOptions = {}): Promise<BenchRow[]> {
  const resolved = {
    rows: options.rows ?? Number(process.env.BENCH_TX_ROWS ?? 1_000_000),
    pglite: options.pglite ?? true,
    clients: options.clients ?? [1, 20],
    // Enough samples for a p99 that is not the slowest one: 100 a case with 1 client, 200 with 20 (3 rounds of 20
    // clients, 60 a case, made every "p99" the maximum, which one stall on a shared machine decided).
    rounds: options.rounds ?? ((clients: number) => (clients === 1 ? 100 : 10)),
    log: options.log ?? ((line: string) => process.stderr.write(`${line}\n`)),
  };
  const rows: BenchRow[] = [];
  const admin = options.postgres === false ? undefined : (options.adminDatabaseUrl ?? process.env.TEST_DATABASE_URL);
  if (options.seededPostgres && options.postgres !== false) {
    const seeded = await options.seededPostgres();
    const database = await openDatabase({ dataDir: '', databaseUrl: seeded.url });
    let service: RunningService | undefined;
    try {
      service = options.servicePort ? await startService({ port: options.servicePort, databaseUrl: seeded.url, dataDir: seeded.dataDir }) : undefined;
      if (service && service.institutionId !== seeded.institutionId) {
        throw new Error('The service on the seeded database shows another institution than the seeded one.');
      }
      rows.push(...(await measure('PostgreSQL', database, resolved, seeded.institutionId, service)));
    } finally {
      await service?.stop();
      await database.close();
    }
  } else if (admin) {
    const temporary = await createTemporaryDatabase(admin);
    const database = await openDatabase({ dataDir: '', databaseUrl: temporary.url });
    try {
      rows.push(...(await measure('PostgreSQL', database, resolved)));
    } finally {
      await database.close();
      await temporary.drop();
    }
  } else {
    resolved.log('PostgreSQL skipped: set TEST_DATABASE_URL (bash scripts/ensure-postgres.sh | tail -1).');
  }
  if (resolved.pglite) {
    const dir = await mkdtemp(path.join(tmpdir(), 'bench-pglite-'));
    const database = await openDatabase({ dataDir: dir });
    try {
      rows.push(...(await measure('PGlite', database, resolved)));
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  }
  return rows;
}
