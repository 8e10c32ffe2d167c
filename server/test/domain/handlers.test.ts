import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createHandlers } from '../../src/handlers/index';

/** The platform serves GetDemoProfile itself; every other operation of the contract has a domain handler. */
describe('handlers', () => {
  it('cover every operationId of the contract', () => {
    const contract = parse(readFileSync(new URL('../../../openapi/openapi.yaml', import.meta.url), 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const operationIds = Object.values(contract.paths)
      .flatMap((item) => Object.values(item))
      .map((op) => (op && typeof op === 'object' ? op.operationId : undefined))
      .filter((id): id is string => typeof id === 'string' && id !== 'GetDemoProfile')
      .sort();
    expect(Object.keys(createHandlers()).sort()).toEqual(operationIds);
  });
});
