import { describe, expect, it } from 'vitest';
import { baseToWholeUnits, pow10 } from './whole-units';

describe('whole units', () => {
  it('reads an amount in whatever decimals its asset has, beyond what this contract allows too', () => {
    expect(baseToWholeUnits(123456789012345678901n, 19)).toBe('12.3456789012345678901');
    expect(baseToWholeUnits(10n ** 20n, 20)).toBe('1');
  });

  it('refuses decimals that are no count of digits', () => {
    expect(() => pow10(-1)).toThrow(RangeError);
    expect(() => pow10(1.5)).toThrow(RangeError);
  });
});
