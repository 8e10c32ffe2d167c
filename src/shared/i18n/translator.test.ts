import { describe, expect, it } from 'vitest';
import { interpolate, mergeMessages, translate, translateGroup, type Messages } from './translator';

const catalogue = new Map<string, Messages>([
  ['en', { a: { b: 'Hello {{name}}', files_one: '{{count}} file', files_other: '{{count}} files', only: 'English only' }, group: { x: 'X', y: 'Y' } }],
  ['de', { a: { b: 'Hallo {{name}}', files_one: '{{count}} Datei', files_other: '{{count}} Dateien' }, group: { x: 'Ix' } }],
  ['pl', { a: { files_one: '{{count}} plik', files_few: '{{count}} pliki', files_many: '{{count}} plików' } }],
]);

describe('translate', () => {
  it('finds nested keys and fills in named values', () => {
    expect(translate(catalogue, 'de', 'en', 'a.b', { name: 'Jürgen' })).toBe('Hallo Jürgen');
  });

  it('picks the plural form of the language for count', () => {
    expect(translate(catalogue, 'de', 'en', 'a.files', { count: 1 })).toBe('1 Datei');
    expect(translate(catalogue, 'de', 'en', 'a.files', { count: 0 })).toBe('0 Dateien');
    expect(translate(catalogue, 'pl', 'en', 'a.files', { count: 3 })).toBe('3 pliki');
    expect(translate(catalogue, 'pl', 'en', 'a.files', { count: 5 })).toBe('5 plików');
  });

  it('falls back to English, then to the default value, then to the key', () => {
    expect(translate(catalogue, 'de', 'en', 'a.only')).toBe('English only');
    expect(translate(catalogue, 'de', 'en', 'a.missing', { defaultValue: 'Already a message' })).toBe('Already a message');
    expect(translate(catalogue, 'de', 'en', 'a.missing')).toBe('a.missing');
    // A group is not a text.
    expect(translate(catalogue, 'de', 'en', 'a')).toBe('a');
  });

  it('writes a number as the language writes it, and text as it is', () => {
    expect(interpolate('{{count}} rows exported.', { count: 3000 }, 'de')).toBe('3.000 rows exported.');
    expect(interpolate('{{count}} rows exported.', { count: 3000 }, 'en')).toBe('3,000 rows exported.');
    expect(interpolate('Search {{query}}', { query: '3000' }, 'de')).toBe('Search 3000');
  });

  it('leaves unknown placeholders visible and does not escape text (React escapes what it renders)', () => {
    expect(interpolate('{{a}} and {{b}}', { a: '<b>' })).toBe('<b> and {{b}}');
  });
});

describe('groups and merging', () => {
  it('returns a group in the language over the fallback', () => {
    expect(translateGroup(catalogue, 'de', 'en', 'group')).toEqual({ x: 'Ix', y: 'Y' });
  });

  it('merges a section deeply without touching the original', () => {
    const core: Messages = { a: { b: '1' } };
    expect(mergeMessages(core, { a: { c: '2' }, d: '3' })).toEqual({ a: { b: '1', c: '2' }, d: '3' });
    expect(core).toEqual({ a: { b: '1' } });
  });
});
