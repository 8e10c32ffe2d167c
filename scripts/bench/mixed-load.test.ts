import { describe, expect, it } from 'vitest';
import { useService } from '../../server/test/integration/support/service';
import { mixedRequests, prepare } from './mixed-load';

/**
 * The bench's mixed load counts every answer other than 2xx as a failure, so its mix must be valid: each request,
 * sent twice the way autocannon builds it (setupRequest included), gets a 2xx the contract declares, with a body
 * that matches it. A contract change that makes the mix invalid fails here, not only in a minute-long bench run.
 */
describe('the mixed load of npm run bench', () => {
  const ctx = useService();

  it('sends only requests the service accepts, creations included when repeated', async () => {
    const setup = await prepare(ctx.server.baseUrl, ctx.a.institutionId, ctx.a.key);
    const answers: { request: string; status: number }[] = [];
    for (let round = 0; round < 2; round += 1) {
      for (const template of mixedRequests(setup)) {
        const request = template.setupRequest ? template.setupRequest({ ...template, headers: { ...template.headers } }, {}) : template;
        // The contract client checks the answer against the contract (status declared, body matching its schema).
        const answer = await ctx.a.api.call(request.method ?? 'GET', request.path ?? '/', request.body, request.headers ?? {});
        answers.push({ request: `${request.method} ${request.path}`, status: answer.status });
      }
    }
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    // Six reads and three writes per walk through the mix: customer creations and mints really are among them.
    expect(answers.filter((a) => a.request === 'POST /api/external/v1/customers')).toHaveLength(2);
    expect(answers.filter((a) => a.request.endsWith('/mint-token-request'))).toHaveLength(2);
    expect(answers.filter((a) => a.request.endsWith('/kyc'))).toHaveLength(2);
  });
});
