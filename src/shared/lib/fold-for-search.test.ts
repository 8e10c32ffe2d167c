import { describe, expect, it } from 'vitest';
import { foldForSearch } from './fold-for-search';

describe('foldForSearch', () => {
  it('drops accents and case', () => {
    expect(foldForSearch('Österreich')).toBe('osterreich');
    expect(foldForSearch('CAFÉ Crème')).toBe('cafe creme');
  });
  it('treats a missing value as empty text', () => {
    expect(foldForSearch(null)).toBe('');
    expect(foldForSearch(undefined)).toBe('');
  });
  it('lower-cases in the given language', () => {
    expect(foldForSearch('I', 'tr')).toBe('ı');
    expect(foldForSearch('I', 'en')).toBe('i');
  });
});
