import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/services/pg-errors';
import { createContractClient, type ContractClient, type ContractResponse } from '../helpers/contract-client';
import { startTestServer, type TestServer } from '../helpers/start-test-server';

/**
 * PostgreSQL going away, hanging or refusing connections, against the whole service on its own database: the
 * process survives dropped connections (idle in the pool or inside a transaction), a request that hits a timeout or
 * finds no database gets a 503 envelope naming the cause, and the service recovers by itself once the database
 * answers again. Outages are made for real: backends terminated with pg_terminate_backend, a table lock held by
 * another session (so statements run into statement_timeout and the pool runs out of connections), and the
 * database closed to new connections (ALLOW_CONNECTIONS false, which binds superusers too).
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('PostgreSQL outages', () => {
  let server: TestServer;
  let api: ContractClient;
  let institutionId: string;
  let dbName: string;
  let admin: pg.Client;
  /** A second session holding locks to make the service's statements wait. */
  let blocker: pg.Client;

  beforeAll(async () => {
    server = await startTestServer({
      worker: false,
      postgres: { poolMax: 2, connectTimeoutMs: 700, statementTimeoutMs: 600, idleInTransactionTimeoutMs: 400 },
    });
    const { key } = server.apiKeys[0];
    institutionId = server.apiKeys[0].institutionId;
    api = createContractClient(server.baseUrl, key);
    // node-postgres answers execute() with its QueryResult.
    const current = (await server.database.db.execute(sql`select current_database() as db`)) as unknown as { rows: { db: string }[] };
    dbName = current.rows[0].db;
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const url = new URL(adminUrl as string);
    url.pathname = `/${dbName}`;
    blocker = new pg.Client({ connectionString: url.toString() });
    await blocker.connect();
  });

  afterEach(async () => {
    await admin.query(`ALTER DATABASE "${dbName}" ALLOW_CONNECTIONS true`);
    await blocker.query('ROLLBACK');
  });

  afterAll(async () => {
    await blocker?.end();
    await admin?.end();
    await server?.close();
  });

  /** Ends every session of the service's database but the blocker's. */
  async function terminateServiceBackends(): Promise<number> {
    const result = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = 'registry-reference-service'`,
      [dbName],
    );
    return result.rowCount ?? 0;
  }

  const listProjects = () => api.call('GET', `/api/Project/${institutionId}`);

  function expect503(response: ContractResponse) {
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.body).toMatchObject({ data: null, errors: [{ code: 'ServiceUnavailable', field: '' }] });
    expect(response.body.errors?.[0].message).toMatch(/database is unavailable or did not answer in time/);
  }

  it('survives connections dropped while idle in the pool and answers with fresh ones', async () => {
    // Two concurrent requests leave two idle connections in the pool.
    const warm = await Promise.all([listProjects(), api.call('GET', `/api/Project/${institutionId}`)]);
    expect(warm.map((r) => r.status)).toEqual([200, 200]);
    expect(await terminateServiceBackends()).toBeGreaterThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(server.logs()).toContain('PostgreSQL connection lost; it will be replaced');
    const after = await Promise.all([listProjects(), listProjects(), listProjects()]);
    // The first request after the drop may meet a connection whose end it has not heard of yet: it gets a 503, never
    // a crash or a 500; every later request is answered normally.
    for (const response of after) if (response.status !== 200) expect503(response);
    expect((await api.call('GET', `/api/Project/${institutionId}`)).status).toBe(200);
  });

  it('survives a connection dropped inside a transaction: the transaction fails, the process goes on', async () => {
    const failed = server.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await terminateServiceBackends();
      await new Promise((r) => setTimeout(r, 200));
      await tx.execute(sql`select 1`);
    });
    const error = await failed.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect((await api.call('GET', `/api/Project/${institutionId}`)).status).toBe(200);
  });

  it('ends a transaction left idle longer than the idle-in-transaction timeout', async () => {
    const error = await server.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise((r) => setTimeout(r, 900));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect((await api.call('GET', `/api/Project/${institutionId}`)).status).toBe(200);
  });

  it('answers 503 when a statement runs into the statement timeout, then recovers when the lock is gone', async () => {
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE projects IN ACCESS EXCLUSIVE MODE');
    const started = Date.now();
    const blocked = await listProjects();
    expect503(blocked);
    // statement_timeout (600 ms) or the wait for a pool connection (700 ms) ended it, not a client timeout.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(server.logs()).toMatch(/Database unavailable: answered 503/);
    await blocker.query('ROLLBACK');
    expect((await api.call('GET', `/api/Project/${institutionId}`)).status).toBe(200);
  });

  it('answers 503 when every pool connection is busy past the connect timeout', async () => {
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE projects IN ACCESS EXCLUSIVE MODE');
    // Six concurrent requests on a pool of two: the ones waiting for a connection give up after 700 ms.
    const answers = await Promise.all(Array.from({ length: 6 }, () => listProjects()));
    for (const response of answers) expect503(response);
    await blocker.query('ROLLBACK');
    expect((await api.call('GET', `/api/Project/${institutionId}`)).status).toBe(200);
  });

  it('answers 503 while the database refuses connections, and recovers by itself when it takes them again', async () => {
    await admin.query(`ALTER DATABASE "${dbName}" ALLOW_CONNECTIONS false`);
    await terminateServiceBackends();
    await new Promise((r) => setTimeout(r, 200));
    expect503(await listProjects());
    expect503(await api.call('POST', `/api/Project/${institutionId}`, { name: 'During the outage', description: null }));
    await admin.query(`ALTER DATABASE "${dbName}" ALLOW_CONNECTIONS true`);
    const created = await api.call<string>('POST', `/api/Project/${institutionId}`, { name: 'After the outage', description: null });
    expect(created.status).toBe(200);
    const names = ((await api.call<{ name: string }[]>('GET', `/api/Project/${institutionId}`)).body.data ?? []).map((p) => p.name);
    expect(names).toContain('After the outage');
    expect(names).not.toContain('During the outage');
  });
});
