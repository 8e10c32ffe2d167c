import { describe, expect, it } from 'vitest';
import { BYTE_LIMITS, utf8ByteLength } from './utf8';

describe('UTF-8 byte length', () => {
  it('counts bytes, not characters', () => {
    expect(utf8ByteLength('ARES')).toBe(4);
    expect(utf8ByteLength('€')).toBe(3);
    expect(utf8ByteLength('Grün')).toBe(5);
    expect(utf8ByteLength('😀')).toBe(4);
  });

  it('makes an 8-character unit name with umlauts too long for the chain', () => {
    expect('ÄÖÜÄÖÜÄÖ'.length).toBeLessThanOrEqual(BYTE_LIMITS.unitName);
    expect(utf8ByteLength('ÄÖÜÄÖÜÄÖ')).toBeGreaterThan(BYTE_LIMITS.unitName);
  });
});
