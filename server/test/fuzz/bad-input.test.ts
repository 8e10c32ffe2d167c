import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledOperation } from '../../src/contract/load-contract';
import { cachedContract } from '../helpers/contract-cache';
import { ContractViolation, type ContractResponse } from '../helpers/contract-client';
import { rawRequest } from '../integration/support/raw-http';
import { useService } from '../integration/support/service';
import { edgeCasesOf, mutationsOf, type Expectation, type Mutation } from './mutations';
import { buildWorld, plans, type FuzzWorld, type OperationPlan } from './operation-plans';
import { SchemaSampler } from './schema-sampler';

/**
 * Bad-input property test. For every operation with a body or parameters: bodies and query strings sampled from the
 * contract's schemas (valid: expect 2xx), then broken on purpose (each required field removed, wrong types, unknown
 * enum values and formats, lengths at the maximum and one beyond, numbers out of range, unknown properties at every
 * level, junk JSON, wrong root types, wrong content types, random path parameters): expect a 400 envelope naming the
 * field, and never a 5xx. Every answer is also checked against the contract. Bounded by a request budget, never
 * by the clock: about MAX_REQUESTS requests on 127.0.0.1, shared out over the operations, and every operation must
 * send at least MIN_REQUESTS_PER_OPERATION of them (its valid samples and its broken cases) whatever the speed of
 * the machine, so a slow run cannot pass by trying nothing. The counts are printed at the end. FUZZ_SEED
 * reproduces a run.
 */
const MAX_REQUESTS = Number(process.env.FUZZ_MAX_REQUESTS ?? 10_000);
const MIN_REQUESTS_PER_OPERATION = 40;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** Valid samples per operation at least; an operation with a larger share of the budget gets a quarter of it. */
const MIN_VALID_SAMPLES = 8;

const ctx = useService({ worker: false });
const contract = cachedContract();
const sampler = new SchemaSampler(contract.document);
const operations = contract.operations.filter((o) => o.requestBody !== null || o.pathParams.length > 0 || o.queryParams.length > 0);

type CaseExpectation = Expectation | { kind: 'contentType' };

interface Case {
  label: string;
  kind: string;
  expect: CaseExpectation;
  /** The request's pieces; `fresh` asks the plan for path parameters a successful request needs. */
  pathOverride?: Record<string, string>;
  query?: string;
  body?: string;
  contentType?: string;
}

interface Outcome {
  operationId: string;
  label: string;
  ok: boolean;
  detail?: string;
}

const stats = {
  tried: 0,
  setupRequests: 0,
  byStatus: new Map<number, number>(),
  byVerdict: new Map<string, number>(),
  perOperation: new Map<string, number>(),
};
const failures: Outcome[] = [];
let world: FuzzWorld;
let opsLeft = operations.length;
let finished = false;

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

beforeAll(async () => {
  world = await buildWorld(ctx.a.steps, ctx.a.institutionId);
}, 60_000);

afterAll(() => {
  const lines = [
    `bad-input property test (seed ${SEED}): ${stats.tried} requests tried on 127.0.0.1 (budget ${MAX_REQUESTS}, at least ${MIN_REQUESTS_PER_OPERATION} per operation), plus ${stats.setupRequests} setup requests`,
    `  by status: ${[...stats.byStatus].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`).join(', ')}`,
    `  by verdict: ${[...stats.byVerdict].map(([v, n]) => `${v}: ${n}`).join(', ')}`,
    `  per operation: ${[...stats.perOperation].map(([o, n]) => `${o} ${n}`).join(', ')}`,
  ];
  if (failures.length > 0) {
    const groups = new Map<string, number>();
    for (const f of failures) bump(groups, `${f.operationId}: ${f.label.replace(/=.*$/, '=…').replace(/ sample \d+$/, '')} -> ${(f.detail ?? '').replace(/^.*-> /, '').slice(0, 60)}`);
    lines.push(`  failures: ${failures.length}`, ...[...groups].map(([g, n]) => `    ${n} x ${g}`));
  }
  console.log(lines.join('\n'));
});

const schemaAt = (pointer: string) => ({ $ref: `#${pointer}` });

/** Samples values from an arbitrary with a seed derived from the operation, so runs are reproducible. */
function samples<T>(arb: fc.Arbitrary<T>, operationId: string, count: number): T[] {
  let h = SEED;
  for (const ch of operationId) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return fc.sample(arb, { seed: h, numRuns: count });
}

function queryArbitrary(operation: CompiledOperation): fc.Arbitrary<Record<string, string>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of operation.queryParams) if (p.schemaPointer) model[p.name] = sampler.arbitrary(schemaAt(p.schemaPointer));
  return fc.record(model, { requiredKeys: [] }).map((q) => Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])));
}

function queryString(query: Record<string, string>): string {
  const entries = Object.entries(query);
  return entries.length === 0 ? '' : `?${entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
}

/** Broken query parameters: wrong types, out of range, unknown enum values, too long, unknown names. */
function queryCases(operation: CompiledOperation, base: Record<string, string>): Case[] {
  const cases: Case[] = [];
  const error = (field: string): Expectation => ({ kind: 'error', code: 'InvalidInput', field });
  for (const p of operation.queryParams) {
    if (!p.schemaPointer) continue;
    const shape = sampler.shape(schemaAt(p.schemaPointer));
    const q = (value: string, label: string, expectation: Expectation, kind = 'query') =>
      cases.push({ label: `${label} ${p.name}=${value.slice(0, 20)}`, kind, expect: expectation, query: queryString({ ...base, [p.name]: value }) });
    if (shape.types.has('integer')) {
      q('abc', 'wrongType', error(p.name));
      q('1.5', 'wrongType', error(p.name));
      if (shape.maximum !== undefined) {
        q(String(shape.maximum), 'atMax', { kind: 'valid' });
        q(String(shape.maximum + 1), 'outOfRange', error(p.name));
      }
      if (shape.minimum !== undefined) q(String(shape.minimum - 1), 'outOfRange', error(p.name));
      q('99999999999999999999', 'outOfRange', error(p.name));
    }
    if (shape.enumValues) q('NotAnAllowedValue', 'badEnum', error(p.name));
    if (shape.format === 'uuid') {
      q('not-a-uuid', 'badFormat', error(p.name));
      // The all-zero id in an optional parameter means "not set" (the acceptance rules of the contract).
      q('00000000-0000-0000-0000-000000000000', p.required ? 'badFormat' : 'unset', p.required ? error(p.name) : { kind: 'valid' });
    }
    if (shape.maxLength !== undefined && !shape.format && !shape.enumValues) {
      q('x'.repeat(shape.maxLength), 'atMax', { kind: 'valid' });
      q('x'.repeat(shape.maxLength + 1), 'tooLong', error(p.name));
      q('a\u0000b', 'edge NUL', { kind: 'noServerError' }, 'edge');
    }
    cases.push({ label: `repeated ${p.name}`, kind: 'query', expect: { kind: 'noServerError' }, query: `${queryString(base) || '?'}&${p.name}=1&${p.name}=2` });
  }
  if (operation.queryParams.length > 0) {
    // Unknown query parameters are ignored on every operation, as ASP.NET services do.
    cases.push({ label: 'unknown query parameter', kind: 'unknownProperty', expect: { kind: 'valid' }, query: queryString({ ...base, unexpectedParam: '1' }) });
  }
  return cases;
}

/** Body-level breakage: not JSON at all, JSON of the wrong root type, no body, a content type that is not JSON. */
function bodyLevelCases(operation: CompiledOperation): Case[] {
  if (!operation.requestBody) return [];
  const invalidBody: Expectation = { kind: 'error', code: 'InvalidInput', field: 'body' };
  const junk = ['{', '{"a":', 'nul', '[1,2', '"unterminated', '{"a":1}}', '{\'single\': 1}', 'NaN', '\u0000', '{"a":1,}', '<xml/>'];
  const roots = ['[]', '"text"', '42', 'true', 'null', '[{}]'];
  return [
    ...junk.map((body) => ({ label: `junk JSON ${JSON.stringify(body)}`, kind: 'junkJson', expect: invalidBody, body })),
    ...roots.map((body) => ({ label: `wrong root ${body}`, kind: 'wrongRoot', expect: invalidBody, body })),
    { label: 'prototype pollution', kind: 'junkJson', expect: { kind: 'noServerError' }, body: '{"__proto__": {"polluted": true}}' },
    { label: 'empty body', kind: 'emptyBody', expect: { kind: 'error', code: 'MissingField', field: 'body' }, body: '' },
    { label: 'text/plain', kind: 'contentType', expect: { kind: 'contentType' }, body: '{}', contentType: 'text/plain' },
    { label: 'multipart', kind: 'contentType', expect: { kind: 'contentType' }, body: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
  ];
}

/** Random text for each path parameter (uuid parameters must answer 400 naming themselves). */
function pathCases(operation: CompiledOperation, perParameter: number): Case[] {
  const cases: Case[] = [];
  for (const p of operation.pathParams) {
    const isUuid = !['fileName', 'tokenized-asset-unit-name'].includes(p.name);
    const texts = samples(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), `${operation.operationId}:${p.name}`, perParameter);
    for (const text of [...texts, '..', '.', ' ', '%', 'a/b']) {
      let encoded: string;
      try {
        encoded = text === '..' || text === '.' ? text : encodeURIComponent(text);
      } catch {
        continue; // lone surrogates cannot be sent
      }
      if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)) continue;
      cases.push({
        label: `path ${p.name}=${JSON.stringify(text).slice(0, 30)}`,
        kind: 'path',
        // A segment of "." or ".." may be routed elsewhere; it must still never be a 5xx.
        expect: isUuid && text !== '.' && text !== '..' && !text.includes('/') ? { kind: 'error', code: 'InvalidInput', field: p.name } : { kind: 'noServerError' },
        pathOverride: { [p.name]: encoded },
      });
    }
  }
  return cases;
}

/** Round-robin over the kinds, so a small budget still covers every kind of breakage. */
function stratified(cases: Case[], limit: number): Case[] {
  const groups = new Map<string, Case[]>();
  for (const c of cases) groups.set(c.kind, [...(groups.get(c.kind) ?? []), c]);
  for (const list of groups.values()) list.sort((a, b) => hash(a.label) - hash(b.label));
  const picked: Case[] = [];
  const queues = [...groups.values()];
  while (picked.length < limit && queues.some((q) => q.length > 0)) {
    for (const q of queues) {
      const next = q.shift();
      if (next && picked.length < limit) picked.push(next);
    }
  }
  return picked;
}

function hash(text: string): number {
  let h = SEED;
  for (const ch of text) h = (h * 33 + ch.charCodeAt(0)) >>> 0;
  return h;
}

function judge(res: ContractResponse, expectation: CaseExpectation, plan: OperationPlan): string | null {
  const errors = res.body?.errors ?? [];
  const text = res.text.slice(0, 300);
  if (res.status >= 500) return `server error ${res.status}: ${text}`;
  switch (expectation.kind) {
    case 'valid':
      return (plan.validStatuses ?? [200]).includes(res.status) ? null : `expected success, got ${res.status}: ${text}`;
    case 'error':
      if (res.status !== 400) return `expected 400 ${expectation.code} on ${expectation.field}, got ${res.status}: ${text}`;
      return errors.some((e) => e.code === expectation.code && e.field === expectation.field)
        ? null
        : `expected ${expectation.code} on "${expectation.field}", got ${text}`;
    case 'contentType':
      if (res.status < 400) return `a body that is not JSON was accepted (${res.status})`;
      return errors.some((e) => e.field === 'body') ? null : `expected an error naming body, got ${res.status}: ${text}`;
    case 'noServerError':
      return res.status >= 400 && errors.length === 0 ? `a ${res.status} without an error envelope: ${text}` : null;
    default:
      return null;
  }
}

function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => params[name]);
}

async function send(operation: CompiledOperation, plan: OperationPlan, c: Case): Promise<void> {
  const fresh = c.expect.kind === 'valid';
  const params = Object.fromEntries(
    Object.entries(await plan.pathParams(world, fresh)).map(([k, v]) => [k, encodeURIComponent(v)]),
  );
  if (operation.operationId === 'FinalizeTokenizedAsset' && fresh) stats.setupRequests += 1;
  const path = fillPath(operation.path, { ...params, ...c.pathOverride }) + (c.query ?? '');
  const headers: Record<string, string> = { 'x-api-key': ctx.a.key };
  if (c.body !== undefined) headers['content-type'] = c.contentType ?? 'application/json';
  stats.tried += 1;
  bump(stats.perOperation, operation.operationId);
  let res: ContractResponse;
  try {
    res = await rawRequest(ctx.server.baseUrl, {
      method: operation.method.toUpperCase(),
      path,
      headers,
      body: c.body,
    });
  } catch (error) {
    const kind = error instanceof ContractViolation ? 'answer not allowed by the contract' : 'request failed';
    bump(stats.byVerdict, 'failed');
    failures.push({ operationId: operation.operationId, label: c.label, ok: false, detail: `${kind}: ${(error as Error).message.slice(0, 400)}` });
    return;
  }
  bump(stats.byStatus, res.status);
  const problem = judge(res, c.expect, plan);
  const verdict = problem ? 'failed' : c.expect.kind === 'valid' ? 'valid accepted' : c.expect.kind === 'noServerError' ? 'edge answered' : 'broken rejected';
  bump(stats.byVerdict, verdict);
  if (problem) failures.push({ operationId: operation.operationId, label: c.label, ok: false, detail: `${path.slice(0, 160)} body ${String(c.body).slice(0, 200)} -> ${problem}` });
}

/**
 * The cases for one operation, enough for `budget` requests: a quarter valid samples, the rest broken; bodies and
 * query strings are mutated sample after sample and path parameters get more random texts until the budget is met.
 */
function buildCases(operation: CompiledOperation, plan: OperationPlan, budget: number): { valid: Case[]; broken: Case[] } {
  const bodyPointer = operation.requestBody?.schemaPointer ?? null;
  const bodySchema = bodyPointer ? schemaAt(bodyPointer) : null;
  const validCount = Math.max(MIN_VALID_SAMPLES, Math.ceil(budget / 4));
  const bodies = bodySchema ? samples(sampler.arbitrary(bodySchema), operation.operationId, validCount) : [];
  const queries = operation.queryParams.length > 0 ? samples(queryArbitrary(operation), `${operation.operationId}?`, validCount) : [];
  const fixBody = (b: unknown, keep?: string) => (plan.fixBody ? plan.fixBody(b as Record<string, unknown>, world, keep) : b);
  const fixQuery = (q: Record<string, string>) => (plan.fixQuery ? plan.fixQuery(q, world) : q);

  const valid: Case[] = [];
  for (let i = 0; i < Math.max(bodies.length, queries.length, 1); i += 1) {
    const body = bodies[i];
    const query = queries[i];
    valid.push({
      label: `valid sample ${i}`,
      kind: 'valid',
      expect: { kind: 'valid' },
      body: bodySchema ? JSON.stringify(fixBody(body)) : undefined,
      query: query ? queryString(fixQuery(query)) : undefined,
    });
  }

  const broken: Case[] = [];
  const baseQuery = queries[0] ? fixQuery(queries[0]) : {};
  if (bodySchema) {
    for (const sample of bodies) {
      if (broken.length >= budget) break;
      const fixed = fixBody(sample);
      const mutations: Mutation[] = [...mutationsOf(sampler, bodySchema, fixed), ...edgeCasesOf(sampler, bodySchema, fixed)];
      for (const m of mutations) {
        const expectation = plan.adjust ? plan.adjust(m) : m.expect;
        const keep = m.label.split(' ')[1];
        // A boundary value that must pass still has to satisfy the business rules (unique e-mail, existing ids).
        const value = expectation.kind === 'valid' || expectation.kind === 'noServerError' ? fixBody(m.value, keep) : m.value;
        broken.push({ label: m.label, kind: m.kind, expect: expectation, body: JSON.stringify(value), query: queryString(baseQuery) });
      }
    }
    for (const c of bodyLevelCases(operation)) broken.push({ ...c, query: queryString(baseQuery) });
  }
  const body = bodySchema ? JSON.stringify(fixBody(bodies[0])) : undefined;
  for (const query of queries.length > 0 ? queries : [undefined]) {
    broken.push(...queryCases(operation, query ? fixQuery(query) : baseQuery).map((c) => ({ ...c, body })));
    if (broken.length >= budget) break;
  }
  const pathTexts = operation.pathParams.length === 0 ? 0 : Math.max(4, Math.ceil((budget - broken.length) / operation.pathParams.length));
  broken.push(...pathCases(operation, pathTexts).map((c) => ({ ...c, body })));
  return { valid, broken };
}

describe('bad input never breaks the service', () => {
  it.each(operations.map((o) => [o.operationId, o] as const))('%s', async (operationId, operation) => {
    const plan = plans[operationId];
    expect(plan, `no fuzz plan for ${operationId}: add one to server/test/fuzz/operation-plans.ts`).toBeDefined();
    const budget = Math.max(MIN_REQUESTS_PER_OPERATION, Math.floor((MAX_REQUESTS - stats.tried) / Math.max(1, opsLeft)));
    opsLeft -= 1;
    const { valid, broken } = buildCases(operation, plan, budget);
    const chosenValid = valid.slice(0, Math.min(valid.length, Math.ceil(budget / 4)));
    const chosen = [...chosenValid, ...stratified(broken, budget - chosenValid.length)];
    const before = stats.perOperation.get(operationId) ?? 0;
    for (const c of chosen) await send(operation, plan, c);
    if (opsLeft === 0) finished = true;
    const sent = (stats.perOperation.get(operationId) ?? 0) - before;
    // Every case chosen was sent (nothing is skipped for lack of time), and enough of them, valid and broken.
    expect(sent, `requests sent for ${operationId}`).toBe(chosen.length);
    expect(sent, `requests sent for ${operationId}`).toBeGreaterThanOrEqual(MIN_REQUESTS_PER_OPERATION);
    expect(chosenValid.length, `valid samples sent for ${operationId}`).toBeGreaterThanOrEqual(1);
    expect(chosen.length - chosenValid.length, `broken cases sent for ${operationId}`).toBeGreaterThanOrEqual(MIN_REQUESTS_PER_OPERATION / 2);
    const mine = failures.filter((f) => f.operationId === operationId);
    expect(mine.map((f) => `${f.label}: ${f.detail}`).slice(0, 25), `${mine.length} problem(s) for ${operationId}`).toEqual([]);
  }, 120_000);
});

describe('the run as a whole', () => {
  // After every operation's test (files run their tests in order): the whole budget was really sent.
  it('sent the whole budget of generated requests (at least 10,000 in a default run)', () => {
    expect(finished, 'every operation ran before this check').toBe(true);
    expect(stats.tried).toBeGreaterThanOrEqual(Math.min(MAX_REQUESTS, 10_000) * 0.98);
  });
});
