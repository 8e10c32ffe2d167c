// The yardstick for the service's throughput: a bare Fastify handler (no logging, auth, validation or envelope
// mapping) that runs the same SQL as GetProjectsByInstitutionId on the same kind of pool (openDatabase: node-postgres
// with the service's pool size, or PGlite in DATA_DIR) and sends the rows as JSON.
// Env: PORT, DATABASE_URL (unset: PGlite in DATA_DIR).
import Fastify from 'fastify';
import { openDatabase } from '../../server/src/db/open-database';
import { projectsListQuery } from '../../server/src/services/projects-service';

interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

const database = await openDatabase({ dataDir: process.env.DATA_DIR ?? '.data', databaseUrl: process.env.DATABASE_URL || undefined });
const { sql: text } = projectsListQuery(database.db).toSQL();
// drizzle keeps the driver it was given: the pg Pool or the PGlite instance, both with query(text, params).
const client = (database.db as unknown as { $client: RawClient }).$client;

const app = Fastify({ logger: false });
app.get<{ Params: { institutionId: string } }>('/bare/projects/:institutionId', async (request) => {
  const result = await client.query(text, [request.params.institutionId]);
  return { data: result.rows, errorMessageCodes: null, errors: null };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
