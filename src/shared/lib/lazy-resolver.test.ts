import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';
import { loadOnce } from './load-once';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const requireName: Resolver<Values> = async (values) =>
  values.name ? { values, errors: {} as Record<string, never> } : { values: {} as Record<string, never>, errors: { name: { type: 'required', message: 'Required' } } };

describe('a resolver whose code is downloaded on demand', () => {
  it('checks the values with the downloaded resolver once it has arrived', async () => {
    const resolver = lazyResolver(async () => requireName);
    expect((await resolver({ name: '' }, undefined, options)).errors).toEqual({ name: { type: 'required', message: 'Required' } });
    expect(await resolver({ name: 'Ada' }, undefined, options)).toEqual({ values: { name: 'Ada' }, errors: {} });
  });

  it('stops the submit with the reason at the top of the form when the code cannot be downloaded, and asks again next time', async () => {
    const download = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(requireName);
    const resolver = lazyResolver(loadOnce(download));
    expect(await resolver({ name: 'Ada' }, undefined, options)).toEqual({
      values: {},
      errors: { root: { server: { type: 'validation-unavailable', message: expect.stringMatching(/^The form's checks could not be downloaded/) } } },
    });
    expect((await resolver({ name: '' }, undefined, options)).errors).toHaveProperty('name');
    await resolver({ name: 'Ada' }, undefined, options);
    expect(download).toHaveBeenCalledTimes(2);
  });
});
