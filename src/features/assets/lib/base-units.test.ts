import { describe, expect, it } from 'vitest';
import { formatWholeUnits } from '../../../shared/lib/format';
import { baseToWholeUnits } from '../../../shared/lib/whole-units';
import { exactNumber, MAX_BASE_UNITS, parseBaseUnits, wholeToBaseUnits } from './base-units';

describe('whole units <-> base units', () => {
  it('converts by the decimals, exactly', () => {
    expect(wholeToBaseUnits('1.5', 2)).toBe(150n);
    expect(wholeToBaseUnits('0.1', 1)).toBe(1n);
    expect(wholeToBaseUnits('12', 0)).toBe(12n);
    expect(wholeToBaseUnits('1.50', 1)).toBe(15n);
    expect(baseToWholeUnits(150n, 2)).toBe('1.5');
    expect(baseToWholeUnits(100n, 2)).toBe('1');
    expect(baseToWholeUnits(5n, 3)).toBe('0.005');
  });

  it('keeps 19 decimals exact where floating point would not', () => {
    expect(wholeToBaseUnits('0.0000000000000000001', 19)).toBe(1n);
    expect(wholeToBaseUnits('1.2345678901234567891', 19)).toBe(12345678901234567891n);
    expect(baseToWholeUnits(12345678901234567891n, 19)).toBe('1.2345678901234567891');
    expect(baseToWholeUnits(1n, 19)).toBe('0.0000000000000000001');
  });

  it('keeps supplies beyond 2^53 exact', () => {
    const beyond = 2n ** 53n + 1n;
    expect(parseBaseUnits(beyond.toString())).toBe(9007199254740993n);
    expect(baseToWholeUnits(beyond, 0)).toBe('9007199254740993');
    expect(wholeToBaseUnits('9007199254740993', 0)).toBe(beyond);
    expect(baseToWholeUnits(MAX_BASE_UNITS, 19)).toBe('1.8446744073709551615');
    expect(wholeToBaseUnits('1.8446744073709551615', 19)).toBe(MAX_BASE_UNITS);
  });

  it('refuses amounts that are not a whole number of base units, and malformed text', () => {
    expect(wholeToBaseUnits('1.234', 2)).toBe('tooManyDecimals');
    expect(wholeToBaseUnits('0.5', 0)).toBe('tooManyDecimals');
    expect(wholeToBaseUnits('1e3', 2)).toBe('format');
    expect(wholeToBaseUnits('-1', 2)).toBe('format');
    expect(wholeToBaseUnits('1,5', 2)).toBe('format');
    expect(parseBaseUnits('1.0')).toBeNull();
    expect(parseBaseUnits('12a')).toBeNull();
  });

  it('sends a base-unit count as a JSON number only when the double holds it exactly', () => {
    expect(exactNumber(9007199254740992n)).toBe(9007199254740992);
    expect(exactNumber(9007199254740993n)).toBeNull();
    expect(exactNumber(10n ** 19n)).toBe(1e19);
    expect(exactNumber(MAX_BASE_UNITS)).toBeNull();
  });
});

describe('whole units as a language writes them', () => {
  const german = { decimal: ',', group: '.' };
  const english = { decimal: '.', group: ',' };

  it('reads the decimal comma of German exactly, 19 decimals included', () => {
    expect(wholeToBaseUnits('10,5', 2, german)).toBe(1050n);
    expect(wholeToBaseUnits(' 0,0000000000000000001 ', 19, german)).toBe(1n);
    expect(wholeToBaseUnits('10.5', 2, english)).toBe(1050n);
  });

  it('refuses a thousands separator, or the other language\'s decimal sign, instead of guessing', () => {
    expect(wholeToBaseUnits('1.000', 2, german)).toBe('separator');
    expect(wholeToBaseUnits('10.5', 2, german)).toBe('separator');
    expect(wholeToBaseUnits('1,000', 2, english)).toBe('separator');
    expect(wholeToBaseUnits('1,5,5', 2, german)).toBe('format');
  });

  it('writes base units as whole units in the language, exactly beyond 2^53 and at 19 decimals', () => {
    expect(formatWholeUnits(123450n, 2, 'de')).toBe('1.234,5');
    expect(formatWholeUnits(123450n, 2, 'en')).toBe('1,234.5');
    expect(formatWholeUnits(2n ** 64n - 1n, 19, 'de')).toBe('1,8446744073709551615');
    expect(formatWholeUnits(9007199254740993n, 0, 'en')).toBe('9,007,199,254,740,993');
  });
});
