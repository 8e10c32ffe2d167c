import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatDecimal, formatNumber, numberSigns } from './format';

describe('format helpers follow the active language', () => {
  const when = '2026-03-05T14:07:00Z';

  it('writes dates the way an English or a German reader expects', () => {
    expect(formatDate(when, 'en')).toBe('5 Mar 2026');
    expect(formatDate(when, 'de')).toBe('05.03.2026');
  });

  it('includes the time for date-times', () => {
    expect(formatDateTime(when, 'de')).toMatch(/05\.03\.2026.*\d{2}:\d{2}/);
  });

  it('groups thousands and uses the decimal separator of the language', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'de')).toBe('1.234.567,5');
    expect(formatAmount('1000000.123456789', 'de')).toBe('1.000.000,123457');
    expect(formatAmount(0.000001, 'en')).toBe('0.000001');
  });

  it('writes a whole number beyond 2^53 (a supply in base units) digit for digit, not rounded to 17 digits', () => {
    expect(formatNumber(10000000000000002048, 'en')).toBe('10,000,000,000,000,002,048');
    expect(formatNumber(18446744073709549568, 'de')).toBe('18.446.744.073.709.549.568');
    expect(formatNumber(2 ** 53, 'en')).toBe('9,007,199,254,740,992');
  });

  it('shows a dash for missing values instead of "Invalid Date" or "NaN"', () => {
    expect(formatDate(null, 'en')).toBe('—');
    expect(formatDate('not a date', 'en')).toBe('—');
    expect(formatAmount(undefined, 'en')).toBe('—');
    expect(formatNumber(Number.NaN, 'en')).toBe('—');
  });

});

describe('exact decimals for the language', () => {
  it('groups and marks decimals as each language writes them, exactly at any size', () => {
    expect(formatDecimal('1234567.89', 'en')).toBe('1,234,567.89');
    expect(formatDecimal('1234567.89', 'de')).toBe('1.234.567,89');
    expect(formatDecimal('10.5', 'de')).toBe('10,5');
    expect(formatDecimal('1000', 'de')).toBe('1.000');
    expect(formatDecimal('999', 'en')).toBe('999');
    // Beyond a double's precision: 2^64 − 1 base units, and 19 decimals.
    expect(formatDecimal('18446744073709551615', 'en')).toBe('18,446,744,073,709,551,615');
    expect(formatDecimal('1.0000000000000000001', 'de')).toBe('1,0000000000000000001');
    expect(formatDecimal('-1234.5', 'en')).toBe('-1,234.5');
  });

  it('leaves text that is no plain decimal as it is', () => {
    expect(formatDecimal('1e21', 'en')).toBe('1e21');
    expect(formatDecimal('', 'en')).toBe('');
  });

  it('knows the signs of each language', () => {
    expect(numberSigns('en')).toEqual({ decimal: '.', group: ',' });
    expect(numberSigns('de')).toEqual({ decimal: ',', group: '.' });
  });
});
