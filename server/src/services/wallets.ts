import { createHash, randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(bytes: Uint8Array, length: number): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  // The last bits, padded with zeros (RFC 4648).
  if (bits > 0 && out.length < length) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/**
 * A deterministic Algorand address for a wallet id or seed text: a 32-byte key taken from the seed's digest, and the
 * last 4 bytes of the key's SHA-512/256 as the checksum, as the chain makes it (the dashboard checks that checksum
 * before it mints to an address, so the demo holders' addresses pass it).
 */
export function walletAddressFor(seed: string): string {
  const key = createHash('sha512').update(`wallet:${seed}`).digest().subarray(0, 32);
  const checksum = createHash('sha512-256').update(key).digest().subarray(28);
  return base32(Buffer.concat([key, checksum]), 58);
}

/** A fresh Algorand-style transaction id (52 chars, base32) for transactions not yet on chain. */
export function newChainTxId(): string {
  return base32(randomBytes(40), 52);
}

/** A deterministic transaction id from seed text (used by the demo data). */
export function chainTxIdFor(seed: string): string {
  return base32(createHash('sha512').update(`tx:${seed}`).digest(), 52);
}
