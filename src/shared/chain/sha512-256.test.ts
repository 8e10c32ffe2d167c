import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha512t256 } from './sha512-256';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('SHA-512/256', () => {
  it('gives the digests of FIPS 180-4’s examples', () => {
    expect(hex(sha512t256(new TextEncoder().encode('abc')))).toBe('53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23');
    expect(hex(sha512t256(new Uint8Array()))).toBe('c672b8d1ef56ed28ab87c3622c5114069bdd3ad7b8f9737498d0c01ecef0967a');
  });

  it.each([1, 32, 111, 112, 127, 128, 129, 300])('agrees with Node’s digest for %i random bytes (padding into a second block included)', (size) => {
    const message = randomBytes(size);
    expect(hex(sha512t256(message))).toBe(createHash('sha512-256').update(message).digest('hex'));
  });
});
