import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { walletAddressProblem } from './wallet-address';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32(bytes: Uint8Array): string {
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  bits = bits.padEnd(Math.ceil(bits.length / 5) * 5, '0');
  return bits.match(/.{5}/g)!.map((chunk) => BASE32[parseInt(chunk, 2)]).join('');
}

/** An Algorand address as the chain makes it: the key and the last 4 bytes of its SHA-512/256. */
function algorandAddress(key = randomBytes(32)): string {
  return base32(Buffer.concat([key, createHash('sha512-256').update(key).digest().subarray(28)]));
}

/** One character changed to another of the alphabet: a typo. */
const typo = (address: string, at: number) => address.slice(0, at) + (address[at] === 'A' ? 'B' : 'A') + address.slice(at + 1);

describe('an Algorand address', () => {
  it('passes when its checksum matches (the zero address, and fresh keys)', () => {
    expect(walletAddressProblem('Algorand', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ')).toBeNull();
    for (let i = 0; i < 20; i++) expect(walletAddressProblem('Algorand', algorandAddress())).toBeNull();
  });

  it('fails on a typo anywhere, by its checksum', () => {
    const address = algorandAddress();
    for (const at of [0, 20, 51, 55]) expect(walletAddressProblem('Algorand', typo(address, at))).toBe('checksum');
  });

  it.each([
    ['a word', 'hello'],
    ['lower case', algorandAddress().toLowerCase()],
    ['one character short', algorandAddress().slice(1)],
    ['a character outside base32', `${algorandAddress().slice(0, 57)}1`],
    ['a Stellar account id', 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7'],
  ])('fails by its shape: %s', (_, text) => {
    expect(walletAddressProblem('Algorand', text)).toBe('shape');
  });
});

describe('a Stellar account id', () => {
  it('passes with a matching CRC (the example of Stellar’s documentation)', () => {
    expect(walletAddressProblem('Stellar', 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7')).toBeNull();
  });

  it('fails on a typo by its checksum, and on another shape', () => {
    expect(walletAddressProblem('Stellar', typo('GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7', 10))).toBe('checksum');
    expect(walletAddressProblem('Stellar', 'SAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7')).toBe('shape');
    expect(walletAddressProblem('Stellar', algorandAddress())).toBe('shape');
  });
});

describe('an Ethereum or Polygon address', () => {
  it.each(['Ethereum', 'Polygon'] as const)('on %s: "0x" and 40 hexadecimal digits, in either case', (chain) => {
    expect(walletAddressProblem(chain, '0x52908400098527886E0F7030069857D2E4169EE7')).toBeNull();
    expect(walletAddressProblem(chain, '0xde709f2102306220921060314715629080e2fb77')).toBeNull();
    expect(walletAddressProblem(chain, '52908400098527886E0F7030069857D2E4169EE7')).toBe('shape');
    expect(walletAddressProblem(chain, '0x52908400098527886E0F7030069857D2E4169EE')).toBe('shape');
    expect(walletAddressProblem(chain, '0x52908400098527886E0F7030069857D2E4169EEG')).toBe('shape');
  });
});
