import { createHash, randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(bytes: Uint8Array, length: number): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** A deterministic Algorand-style (58 chars, base32) address for a wallet id or seed text. */
export function walletAddressFor(seed: string): string {
  const digest = createHash('sha512').update(`wallet:${seed}`).digest();
  return base32(digest, 58);
}

/** A fresh Algorand-style transaction id (52 chars, base32) for transactions not yet on chain. */
export function newChainTxId(): string {
  return base32(randomBytes(40), 52);
}

/** A deterministic transaction id from seed text (used by the demo data). */
export function chainTxIdFor(seed: string): string {
  return base32(createHash('sha512').update(`tx:${seed}`).digest(), 52);
}
