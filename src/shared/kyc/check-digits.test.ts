import { describe, expect, it } from 'vitest';
import { isValidIban, isValidLei, normaliseIban } from './check-digits';

describe('IBAN check digits (mod 97)', () => {
  it('accepts real IBANs, with spaces and in lower case', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('at611904300234573201')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(normaliseIban('de89 3704 0044')).toBe('DE8937040044');
  });

  it('refuses a changed digit, swapped digits, and malformed values', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isValidIban('DE98 3704 0044 0532 0130 00')).toBe(false);
    expect(isValidIban('DE89 3740 0044 0532 0130 00')).toBe(false);
    expect(isValidIban('DE89')).toBe(false);
    expect(isValidIban('1289370400440532013000')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });
});

describe('LEI check digits (ISO 17442)', () => {
  it('accepts valid LEIs', () => {
    expect(isValidLei('7LTWFZYICNSX8D621K86')).toBe(true);
    expect(isValidLei('5493001KJTIIGC8Y1R12')).toBe(true);
    expect(isValidLei(' 7ltwfzyicnsx8d621k86 ')).toBe(true);
  });

  it('refuses wrong check digits, wrong length and letters in the check digits', () => {
    expect(isValidLei('7LTWFZYICNSX8D621K87')).toBe(false);
    expect(isValidLei('7LTWFZYICNSX8D621K8')).toBe(false);
    expect(isValidLei('7LTWFZYICNSX8D621KA6')).toBe(false);
    expect(isValidLei('')).toBe(false);
  });
});
