import { describe, expect, it } from 'vitest';
import { createIntentKeys } from '../../../shared/lib/intent-keys';
import { checkMintAmount, mintAllowance } from './mint-amount';

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

  it('leaves total supply − minted − pending mint requests, exactly in base units', () => {
    const details = (totalSupply: number | null, extra: { mintedSupply?: string; pendingMintSupply?: string } = {}, circulatingSupply = 0) => ({
      asset: { totalSupply },
      circulatingSupply,
      ...extra,
    });
    expect(mintAllowance(details(50_000, { mintedSupply: '1250', pendingMintSupply: '48000' }))).toEqual({
      supply: 50_000n,
      minted: 1_250n,
      pending: 48_000n,
      remaining: 750n,
    });
    expect(mintAllowance(details(100, { mintedSupply: '60', pendingMintSupply: '50' }))?.remaining).toBe(0n);
    expect(mintAllowance(details(null, { mintedSupply: '0', pendingMintSupply: '0' }))).toBeNull();
    // Beyond 2^53: 2^60 less (2^60 − 1024) pending leaves exactly 1024, where doubles would say 0.
    expect(mintAllowance(details(2 ** 60, { mintedSupply: '0', pendingMintSupply: '1152921504606845952' }))?.remaining).toBe(1024n);
    expect(mintAllowance(details(2 ** 60, { mintedSupply: '1', pendingMintSupply: '1152921504606845952' }))?.remaining).toBe(1023n);
  });

  it('falls back to the circulating supply, pending unknown, when the answer does not say (the real service)', () => {
    expect(mintAllowance({ asset: { totalSupply: 50_000 }, circulatingSupply: 1_249.5 })).toEqual({ supply: 50_000n, minted: 1_250n, pending: null, remaining: 48_750n });
  });

  it('feeds the dialog limit: one base unit past what is left is refused', () => {
    const left = mintAllowance({ asset: { totalSupply: 100_000 }, circulatingSupply: 0, mintedSupply: '25050', pendingMintSupply: '0' })!.remaining;
    expect(checkMintAmount('749.5', 2, left)).toMatchObject({ ok: true, base: 74_950n });
    expect(checkMintAmount('749.51', 2, left)).toEqual({ ok: false, problem: 'beyondSupply' });
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
