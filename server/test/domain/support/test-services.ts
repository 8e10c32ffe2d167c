import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { openDatabase, type Database } from '../../../src/db/open-database';
import { ApiError } from '../../../src/http/api-error';
import { createServices, type Services } from '../../../src/services/index';

export interface TestServices {
  services: Services;
  database: Database;
  /** Every log line the services wrote. */
  logLines: string[];
  close(): Promise<void>;
}

/**
 * Services on a fresh in-memory PGlite with the real migrations; logs are captured.
 * DOMAIN_TEST_DATABASE_URL runs them on that (empty, throw-away) PostgreSQL database instead.
 */
export async function openTestServices(): Promise<TestServices> {
  const databaseUrl = process.env.DOMAIN_TEST_DATABASE_URL || undefined;
  const database = await openDatabase({ dataDir: '', inMemory: !databaseUrl, databaseUrl });
  const logLines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const log = pino({ level: 'debug' }, sink);
  const services = createServices(database, { log });
  return { services, database, logLines, close: () => database.close() };
}

export function newInstitutionId(): string {
  return randomUUID();
}

/** Awaits a promise that must reject with an ApiError; returns it for further checks. */
export async function expectApiError(promise: Promise<unknown>, status: number, code: string, field: string): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const item = err.items.find((i) => i.field === field);
    if (err.status !== status || !item || item.code !== code) {
      throw new Error(`Expected ${status} ${code} on ${field}, got ${err.status} ${JSON.stringify(err.items)}`);
    }
    return err;
  }
  throw new Error(`Expected ${status} ${code} on ${field}, but the call succeeded`);
}
