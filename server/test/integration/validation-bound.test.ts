import { describe, expect, it } from 'vitest';
import { MAX_ERROR_ITEMS } from '../../src/http/ajv-error-items';
import { bondBody } from '../support/factories';
import { useService } from './support/service';

/**
 * A rejected request answers a bounded list of errors, however much is wrong in it: a body with 10,000 wrong values
 * must not make the service build, send and the client render 10,000 error items.
 */
const ctx = useService({ worker: false });

describe('validation errors are bounded', () => {
  it('answers at most MAX_ERROR_ITEMS errors for 10,000 wrong-typed values, saying how many more there were', async () => {
    const customAttributes = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`attr${i}`, i]));
    const response = await ctx.a.api.call('POST', ctx.a.steps.paths.assets, { ...bondBody(), customAttributes });
    expect(response.status).toBe(400);
    const errors = response.body.errors ?? [];
    expect(errors).toHaveLength(MAX_ERROR_ITEMS);
    expect(MAX_ERROR_ITEMS).toBeLessThanOrEqual(50);
    // The listed ones still name the offending fields, so a form can mark them.
    expect(errors.slice(0, MAX_ERROR_ITEMS - 1).every((e) => /^customAttributes\.attr\d+$/.test(e.field))).toBe(true);
    expect(errors[MAX_ERROR_ITEMS - 1]).toEqual({
      code: 'InvalidInput',
      field: 'body',
      message: `${10_000 - (MAX_ERROR_ITEMS - 1)} more errors in body are not listed; fix the ones above and send it again.`,
    });
  });

  it('lists every error when there are few', async () => {
    const response = await ctx.a.api.call('POST', ctx.a.steps.paths.assets, {
      ...bondBody(),
      customAttributes: { a: 1, b: 2, c: 3 },
    });
    expect(response.status).toBe(400);
    expect((response.body.errors ?? []).map((e) => e.field).sort()).toEqual(['customAttributes.a', 'customAttributes.b', 'customAttributes.c']);
  });
});
