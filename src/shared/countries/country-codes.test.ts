import { describe, expect, it } from 'vitest';
import { countryCodes, countryName, countryOptions, findCountries } from './country-codes';

describe('ISO 3166-1 alpha-2 countries from Intl', () => {
  it('lists the assigned codes once each, without aliases or user-assigned codes', () => {
    const codes = countryCodes();
    expect(codes.length).toBeGreaterThanOrEqual(245);
    expect(codes.length).toBeLessThanOrEqual(252);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of ['DE', 'AT', 'CH', 'PL', 'NO', 'US', 'CW', 'SS']) expect(codes).toContain(code);
    for (const code of ['EU', 'UN', 'ZZ', 'XK', 'XA', 'QO', 'YU', 'BU', 'UK', 'AA']) expect(codes).not.toContain(code);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("names them in the user's language, sorted by that name", () => {
    const german = countryOptions('de');
    expect(german.find((c) => c.code === 'DE')?.name).toBe('Deutschland');
    expect(countryName('AT', 'en')).toBe('Austria');
    const names = german.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  });
});

describe('finding a country by what is typed', () => {
  const first = (language: string, typed: string) => findCountries(countryOptions(language), typed)[0]?.code;

  it('puts the country whose code was typed first, in any case', () => {
    expect(first('en', 'DE')).toBe('DE');
    expect(first('en', 'ch')).toBe('CH');
    expect(first('en', 'US')).toBe('US');
    expect(first('de', 'at')).toBe('AT');
  });

  it('then names starting with the text, ignoring case and accents, in the user\'s language', () => {
    expect(first('en', 'germ')).toBe('DE');
    expect(first('de', 'osterr')).toBe('AT');
    expect(first('de', 'Öster')).toBe('AT');
    expect(first('en', 'zealand')).toBe('NZ');
    expect(findCountries(countryOptions('en'), 'Deutsch')).toEqual([]);
    expect(findCountries(countryOptions('en'), '  ')).toHaveLength(countryOptions('en').length);
  });
});
