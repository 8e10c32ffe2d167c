import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { changeLanguage } from '../i18n/i18n';

afterEach(async () => {
  await changeLanguage('en', { persist: false });
});

// No form module is loaded here: starting i18n (test setup) alone must install the messages.
describe('zod messages', () => {
  it('are in the user\'s language for every schema once i18n has started, not zod\'s own English', async () => {
    const schema = z.object({ kind: z.enum(['Local', 'Sandbox']), name: z.string().max(3) });
    const messages = () => schema.safeParse({ kind: 'Other', name: 'long' }).error?.issues.map((i) => i.message);
    await vi.waitFor(() => expect(messages()).toEqual(['Invalid value.', 'At most 3 characters.']));
    await changeLanguage('de', { persist: false });
    expect(messages()).toEqual(['Ungültiger Wert.', 'Höchstens 3 Zeichen.']);
  });
});
