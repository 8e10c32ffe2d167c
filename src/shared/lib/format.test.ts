import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatNumber } from './format';

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

  it('shows a dash for missing values instead of "Invalid Date" or "NaN"', () => {
    expect(formatDate(null, 'en')).toBe('—');
    expect(formatDate('not a date', 'en')).toBe('—');
    expect(formatAmount(undefined, 'en')).toBe('—');
    expect(formatNumber(Number.NaN, 'en')).toBe('—');
  });

});
