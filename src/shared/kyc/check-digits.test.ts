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

describe('check digits ISO 7064 never makes (00, 01, 99)', () => {
  it('refuses them where they pass mod 97 in place of 97, 98 or 02, and accepts those', () => {
    // 00 ≡ 97, 01 ≡ 98 and 99 ≡ 02 (mod 97): each pair passes the remainder test alike.
    for (const [made, never] of [
      ['DE97370400440532013050', 'DE00370400440532013050'],
      ['DE98370400440532013032', 'DE01370400440532013032'],
      ['DE02370400440532013014', 'DE99370400440532013014'],
    ]) {
      expect(isValidIban(made)).toBe(true);
      expect(isValidIban(never)).toBe(false);
    }
    for (const [made, never] of [
      ['7LTWFZYICNSX8D008897', '7LTWFZYICNSX8D008800'],
      ['7LTWFZYICNSX8D002398', '7LTWFZYICNSX8D002301'],
      ['7LTWFZYICNSX8D005502', '7LTWFZYICNSX8D005599'],
    ]) {
      expect(isValidLei(made)).toBe(true);
      expect(isValidLei(never)).toBe(false);
    }
  });
});
