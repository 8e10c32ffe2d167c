import { afterEach, expect, it } from 'vitest';
import { enumText } from './enum-text';
import { changeLanguage, i18n } from './i18n';

const t: typeof i18n.t = (key, options) => i18n.t(key, options);

afterEach(async () => {
  await changeLanguage('en', { persist: false });
});

it('names a known value in the language, and shows a value the dashboard has no text for as it came, not as a key', async () => {
  await changeLanguage('de', { persist: false });
  expect(enumText(t, 'enums.TokenizedAssetStatus', 'Finalized')).toBe('Finalisiert');
  expect(enumText(t, 'enums.Blockchains', 'Tezos')).toBe('Tezos');
  // What the plain lookup shows for it.
  expect(t('enums.Blockchains.Tezos' as never)).toBe('enums.Blockchains.Tezos');
  expect(enumText(t, 'enums.Blockchains', null)).toBe('');
});
