import { describe, expect, it } from 'vitest';
import { isinCheckDigit, isinProblem, isValidIsin } from './isin';

describe('ISIN (ISO 6166)', () => {
  it('accepts real ISINs and rejects a wrong check digit', () => {
    expect(isValidIsin('US0378331005')).toBe(true);
    expect(isinProblem('US0378331006')).toBe('checkDigit');
    expect(isValidIsin('DE0007164600')).toBe(true);
    expect(isValidIsin('GB0002634946')).toBe(true);
    expect(isValidIsin('AU0000XVGZA3')).toBe(true);
  });

  it('computes the check digit of bodies with letters', () => {
    expect(isinCheckDigit('AU0000XVGZA')).toBe(3);
    expect(isinCheckDigit('US037833100')).toBe(5);
  });

  it('rejects the wrong shape before looking at the check digit', () => {
    expect(isinProblem('US037833100')).toBe('shape');
    expect(isinProblem('us0378331005')).toBe('shape');
    expect(isinProblem('1S0378331005')).toBe('shape');
    expect(isinProblem('US037833100X')).toBe('shape');
    expect(isinProblem('US03783310055')).toBe('shape');
  });

  it('rejects the demo ISIN the seed used to carry', () => {
    expect(isinProblem('AT0000ARES01')).toBe('checkDigit');
  });
});
