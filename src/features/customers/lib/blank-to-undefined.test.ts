import { describe, expect, it } from 'vitest';
import { blankToUndefined } from './blank-to-undefined';

describe('blankToUndefined', () => {
  it('leaves out untouched fields and rows added but left empty, and keeps every row with something in it', () => {
    const form = { name: 'Donau Kapital AG', note: '', directors: [{ firstname: '', lastname: '' }, { firstname: 'Anna', lastname: '' }, { firstname: '', lastname: '' }], tags: ['a', ''] };
    expect(blankToUndefined(form)).toEqual({ name: 'Donau Kapital AG', directors: [{ firstname: 'Anna' }], tags: ['a', ''] });
  });
});
