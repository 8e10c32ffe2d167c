import { describe, expect, it } from 'vitest';
import type { ContractResponse } from '../helpers/contract-client';
import { expectOk } from './support/expect-envelope';
import { useService } from './support/service';

/**
 * A key that floods gets 429 TooManyRequests with Retry-After in the error envelope (checked against the contract);
 * another institution's key keeps being answered; a missing or unknown key still gets 401; the flooding key is
 * served again once its window has passed. A small limit for the test (the default is 1200 per 10 s).
 */
const MAX = 20;
const WINDOW_MS = 5000;
const ctx = useService({ rateLimit: { max: MAX, windowMs: WINDOW_MS } });

const listProjects = (tenant: typeof ctx.a) => tenant.api.call('GET', tenant.steps.paths.projects);

describe('rate limit per API key', () => {
  it('answers a flooding key 429 with Retry-After, keeps serving the other key, and serves the first again after the window', async () => {
    const flood = await Promise.all(Array.from({ length: MAX + 10 }, () => listProjects(ctx.a)));
    const statuses = flood.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);

    const limited = flood.find((r) => r.status === 429) as ContractResponse;
    expect(limited.body).toMatchObject({ data: null, errorMessageCodes: ['TooManyRequests'] });
    expect(limited.body.errors).toEqual([{ code: 'TooManyRequests', field: 'X-API-KEY', message: expect.stringContaining(`at most ${MAX} per 5 s`) }]);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= WINDOW_MS / 1000).toBe(true);
    // A write is refused the same way, before its body is read; nothing is created.
    const write = await ctx.a.api.call('POST', ctx.a.steps.paths.projects, { name: 'Flooded', description: null });
    expect(write.status).toBe(429);

    // The other institution's key is not affected: all of its own allowance is there.
    const other = await Promise.all(Array.from({ length: MAX }, () => listProjects(ctx.b)));
    expect(other.map((r) => r.status)).toEqual(Array(MAX).fill(200));
    // Missing and unknown keys are still told so, not counted against anyone.
    expect((await ctx.anonymous.call('GET', ctx.a.steps.paths.projects)).status).toBe(401);
    expect((await ctx.unknownKey.call('GET', ctx.a.steps.paths.projects)).status).toBe(401);
    // The key itself never reaches the log.
    expect(ctx.server.logs()).not.toContain(ctx.a.key);
    expect(ctx.server.logs()).toContain('Rate limit reached: answered 429');

    await new Promise((r) => setTimeout(r, retryAfter * 1000 + 100));
    expectOk(await listProjects(ctx.a));
    expect((await ctx.a.steps.listProjects()).map((p) => p.name)).not.toContain('Flooded');
  });
});
