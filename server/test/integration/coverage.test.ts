import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cachedContract } from '../helpers/contract-cache';
import { plans } from '../fuzz/operation-plans';
import { useService } from './support/service';

/**
 * Guards of the suite itself: every operation of the contract has its own describe block in these integration
 * tests and a plan in the bad-input test, so a new operation cannot slip in untested; and the harness runs on the
 * database the run asked for (PostgreSQL when TEST_DATABASE_URL is set).
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const operationIds = cachedContract().operations.map((o) => o.operationId);

function describeTitles(): string[] {
  const titles: string[] = [];
  for (const file of readdirSync(here).filter((f) => f.endsWith('.test.ts'))) {
    const text = readFileSync(`${here}${file}`, 'utf8');
    for (const m of text.matchAll(/describe(?:\.each\([^)]*\))?\(\s*(['"`])(.*?)\1/g)) titles.push(m[2]);
  }
  return titles;
}

describe('suite coverage', () => {
  it('names every operation of the contract in a describe block of the integration tests', () => {
    const titles = describeTitles().join('\n');
    const missing = operationIds.filter((id) => !new RegExp(`\\b${id}\\b`).test(titles));
    expect(missing, `operations without integration tests: ${missing.join(', ')}`).toEqual([]);
  });

  it('has a bad-input plan for every operation with a body or parameters', () => {
    const withInput = cachedContract().operations.filter((o) => o.requestBody !== null || o.pathParams.length > 0 || o.queryParams.length > 0);
    expect(withInput.map((o) => o.operationId).filter((id) => !(id in plans))).toEqual([]);
  });
});

describe('test database', () => {
  const ctx = useService({ worker: false });

  it('runs on PostgreSQL when TEST_DATABASE_URL is set, else on embedded PGlite', () => {
    expect(ctx.server.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });
});
