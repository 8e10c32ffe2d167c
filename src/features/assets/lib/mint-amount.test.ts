import { describe, expect, it } from 'vitest';
import { createIntentKeys } from './idempotency-key';
import { availableToMint, checkMintAmount } from './mint-amount';

describe('mint amount', () => {
  it('converts whole units to base units exactly by the decimals', () => {
    expect(checkMintAmount('12.5', 2, 10_000n)).toEqual({ ok: true, base: 1250n, wire: 1250 });
    expect(checkMintAmount('0.0000000000000000001', 19, null)).toEqual({ ok: true, base: 1n, wire: 1 });
  });

  it('never allows more than the supply leaves', () => {
    expect(checkMintAmount('100', 0, 100n)).toMatchObject({ ok: true });
    expect(checkMintAmount('100.01', 2, 10_000n)).toEqual({ ok: false, problem: 'beyondSupply' });
    expect(checkMintAmount('1', 0, 0n)).toEqual({ ok: false, problem: 'beyondSupply' });
  });

  it('names what is wrong with the amount', () => {
    expect(checkMintAmount('0', 2, null)).toEqual({ ok: false, problem: 'positive' });
    expect(checkMintAmount('1.234', 2, null)).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(checkMintAmount('abc', 2, null)).toEqual({ ok: false, problem: 'format' });
    expect(checkMintAmount('9007199254740993', 0, null)).toEqual({ ok: false, problem: 'notExact' });
  });

  it('computes what is left of the supply', () => {
    expect(availableToMint(50_000, 1_250)).toBe(48_750n);
    expect(availableToMint(100, 150)).toBe(0n);
    expect(availableToMint(null, 0)).toBeNull();
  });
});

describe('idempotency keys per intent', () => {
  it('keeps the key for a repeated request and changes it for a changed one', () => {
    const keyFor = createIntentKeys();
    const first = keyFor({ amount: 1 });
    expect(keyFor({ amount: 1 })).toBe(first);
    const second = keyFor({ amount: 2 });
    expect(second).not.toBe(first);
    expect(keyFor({ amount: 1 })).not.toBe(first);
  });
});
