import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { changeLanguage } from '../i18n/i18n';
import { installZodMessages } from './zod-i18n';

afterEach(async () => {
  await changeLanguage('en', { persist: false });
});

// Form modules call installZodMessages() when they load (zod stays off pages without a form); once installed,
// every schema speaks the user's language and follows a change of language.
describe('zod messages', () => {
  it('are in the user\'s language for every schema once installed, not zod\'s own English', async () => {
    installZodMessages();
    const schema = z.object({ kind: z.enum(['Local', 'Sandbox']), name: z.string().max(3) });
    const messages = () => schema.safeParse({ kind: 'Other', name: 'long' }).error?.issues.map((i) => i.message);
    expect(messages()).toEqual(['Invalid value.', 'At most 3 characters.']);
    await changeLanguage('de', { persist: false });
    expect(messages()).toEqual(['Ungültiger Wert.', 'Höchstens 3 Zeichen.']);
  });
});
