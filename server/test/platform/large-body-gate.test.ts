import Fastify from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { ApiError } from '../../src/http/api-error';
import { createLargeBodyGate } from '../../src/http/large-body-gate';
import { ROUTE_BODY_LIMITS } from '../../src/http/route-body-limits';
import { cachedContract } from '../helpers/contract-cache';

const apps: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

it('reads two large bodies at once: a third is answered 503 with Retry-After before its body is read, and the places come back', async () => {
  const gate = createLargeBodyGate(2);
  const waiting: (() => void)[] = [];
  let bodiesRead = 0;
  const app = Fastify();
  apps.push(app);
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ApiError) return reply.code(error.status).send({ errors: error.items });
    return reply.code(500).send();
  });
  app.post('/submit', { preParsing: gate.enter }, async (request) => {
    bodiesRead += 1;
    await new Promise<void>((resolve) => waiting.push(resolve));
    return { size: JSON.stringify(request.body).length };
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const send = () => fetch(`${origin}/submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ file: 'x'.repeat(100_000) }) });

  const first = send();
  const second = send();
  await expect.poll(() => waiting.length).toBe(2);
  const third = await send();
  expect(third.status).toBe(503);
  expect(third.headers.get('retry-after')).toBe('5');
  expect(JSON.stringify(await third.json())).toContain('"field":"body"');
  expect(bodiesRead).toBe(2);

  for (const release of waiting.splice(0)) release();
  expect((await first).status).toBe(200);
  expect((await second).status).toBe(200);
  await expect.poll(() => gate.inFlight()).toBe(0);
  const fourth = send();
  await expect.poll(() => waiting.length).toBe(1);
  waiting.splice(0).forEach((release) => release());
  expect((await fourth).status).toBe(200);
});

it("names only operations the contract has among those given a larger body limit (a renamed one would fall back to 1 MiB unnoticed)", () => {
  const contract = cachedContract();
  const names = Object.keys(ROUTE_BODY_LIMITS);
  expect(names.length).toBeGreaterThan(0);
  expect(names.filter((name) => !contract.operationById.has(name))).toEqual([]);
});
