import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectConflict, expectInvalid, expectNotFound, expectOk } from './support/expect-envelope';
import { bondBody } from '../support/factories';
import { rawRequest } from './support/raw-http';
import { useService } from './support/service';

/**
 * The finalize passphrase is used and dropped: after finalizing with a distinctive passphrase (and after every way a
 * request carrying it can fail), it appears neither in anything the service logged nor in any table of the database.
 */
const ctx = useService();
const PASSPHRASE = `Zebra-Pässphrase-${randomUUID()}-Ω`;
/** Forms the passphrase could take in text: as is, JSON-escaped, and hex (as bytea columns print). */
const FORMS = [PASSPHRASE, JSON.stringify(PASSPHRASE).slice(1, -1), Buffer.from(PASSPHRASE, 'utf8').toString('hex')];
const MARKER = PASSPHRASE.split('-').slice(2, 7).join('-'); // the uuid part alone

function leaks(text: string): string[] {
  return [...FORMS, MARKER].filter((form) => text.toLowerCase().includes(form.toLowerCase()));
}

async function dumpDatabase(): Promise<{ tables: string[]; text: string }> {
  const db = ctx.server.database.db;
  const result = await db.execute(
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  const tables = (result as unknown as { rows: { table_schema: string; table_name: string }[] }).rows;
  const parts: string[] = [];
  for (const { table_schema: schema, table_name: name } of tables) {
    const rows = await db.execute(sql.raw(`select t::text as row from "${schema}"."${name}" t`));
    for (const r of (rows as unknown as { rows: { row: string }[] }).rows) parts.push(`${schema}.${name}: ${r.row}`);
  }
  return { tables: tables.map((t) => `${t.table_schema}.${t.table_name}`), text: parts.join('\n') };
}

let finalizedId: string;
let creationTxId: string | null;

beforeAll(async () => {
  const { steps, api } = ctx.a;
  const projectId = await steps.createProject();
  finalizedId = await steps.initializeAsset(bondBody({ projectId, credentials: { passphrase: PASSPHRASE } }));
  const asset = expectOk(await api.call<{ creationTxId: string | null }>('PUT', steps.paths.asset(finalizedId), { credentials: { passphrase: PASSPHRASE } }));
  creationTxId = asset.creationTxId;

  // Every way a request with the passphrase can fail, so that error paths are searched too.
  expectConflict(await api.call('PUT', steps.paths.asset(finalizedId), { credentials: { passphrase: PASSPHRASE } }), 'tokenized-asset-id');
  expectNotFound(await api.call('PUT', steps.paths.asset(randomUUID()), { credentials: { passphrase: PASSPHRASE } }));
  const other = await steps.initializeAsset(bondBody());
  expectInvalid(await api.call('PUT', steps.paths.asset(other), { passphrase: `${PASSPHRASE}${'x'.repeat(256)}`, mfa: PASSPHRASE }), 'passphrase');
  expectInvalid(await api.call('PUT', steps.paths.asset(other), { credentials: { passphrase: `${PASSPHRASE}${'x'.repeat(256)}` } }), 'credentials.passphrase');
  expectInvalid(await api.call('PUT', steps.paths.asset(other), `{"credentials":{"passphrase":"${PASSPHRASE}"}`), 'body');
  expectInvalid(await api.call('PUT', steps.paths.asset('not-a-uuid'), { credentials: { passphrase: PASSPHRASE } }), 'tokenized-asset-id');
  await rawRequest(ctx.server.baseUrl, {
    method: 'PUT',
    path: `${steps.paths.asset(other)}?passphrase=${encodeURIComponent(PASSPHRASE)}`,
    headers: { 'x-api-key': ctx.a.key, 'content-type': 'application/json' },
    body: JSON.stringify({ credentials: { passphrase: 'another passphrase' } }),
    checked: false,
  });
});

describe('FinalizeTokenizedAsset passphrase', () => {
  it('finalized the asset with it (the signature exists)', async () => {
    expect(creationTxId).toEqual(expect.any(String));
    expect((await ctx.a.steps.assetDetails(finalizedId)).asset.status).toBe('Finalized');
  });

  it('appears nowhere in the captured logs', () => {
    const logs = ctx.server.logs();
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).toContain('tokenized asset finalized');
    expect(leaks(logs), 'log lines mention the passphrase').toEqual([]);
  });

  it('appears in no table of the database (every table dumped as text)', async () => {
    const { tables, text } = await dumpDatabase();
    expect(tables).toEqual(expect.arrayContaining(['public.tokenized_assets', 'public.transactions']));
    expect(text).toContain(finalizedId);
    expect(leaks(text), 'stored rows mention the passphrase').toEqual([]);
  });
});
