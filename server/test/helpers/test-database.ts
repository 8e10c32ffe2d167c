import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TemporaryDatabase {
  /** Connection URL of the new, empty database. */
  url: string;
  drop(): Promise<void>;
}

async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates a fresh database on the server of `adminUrl` (TEST_DATABASE_URL) and drops it again on `drop()`. */
export async function createTemporaryDatabase(adminUrl: string): Promise<TemporaryDatabase> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
