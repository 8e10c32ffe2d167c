import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/http/api-error';
import type { HandlerContext } from '../../src/http/handler-types';
import { findUnstorableText, withStorableInput } from '../../src/handlers/storable-input';
import { parseDateInput } from '../../src/services/iso-dates';

describe('text the database cannot store', () => {
  it('names the field of a NUL or an unpaired surrogate, at any depth', () => {
    expect(findUnstorableText({ name: 'ok', company: { name: 'A\u0000B' } }, '')).toBe('company.name');
    expect(findUnstorableText({ list: ['fine', 'bad \uD800'] }, '')).toBe('list.1');
    expect(findUnstorableText({ lone: '\uDC00x' }, '')).toBe('lone');
    expect(findUnstorableText({ attrs: { ['k\u0000']: 'v' } }, '')).toBe('attrs.k?');
    expect(findUnstorableText({ emoji: 'Grüße 😀', umlaut: 'Müller' }, '')).toBeNull();
  });

  it('is refused with 400 InvalidInput before the handler runs', async () => {
    let ran = false;
    const handler = withStorableInput(async () => {
      ran = true;
      return { data: true };
    });
    const ctx = { params: {}, query: { search: 'a\u0000' }, body: undefined } as unknown as HandlerContext;
    await expect(handler(ctx)).rejects.toMatchObject({ status: 400, items: [{ code: 'InvalidInput', field: 'search' }] });
    expect(ran).toBe(false);
    await expect(handler({ ...ctx, query: {} })).resolves.toEqual({ data: true });
  });

  it('refuses date-times outside the years 1..9999 (UTC)', () => {
    expect(() => parseDateInput('9999-12-31T23:59:59-12:00', 'createdTo')).toThrow(ApiError);
    expect(parseDateInput('9999-12-31T23:59:59Z', 'createdTo')?.getUTCFullYear()).toBe(9999);
    expect(parseDateInput(null, 'createdTo')).toBeNull();
  });
});
