import type { Blockchains } from '../../api/generated/types.gen';
import { sha512t256 } from './sha512-256';

/** Why a text is no address on a chain: not its shape, or its shape with a checksum that does not match (a typo). */
export type WalletAddressProblem = 'shape' | 'checksum';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding; the bits left over at the end must be zero (a canonical encoding). */
function base32Bytes(text: string): Uint8Array | null {
  const out: number[] = [];
  let value = 0;
  let bits = 0;
  for (const char of text) {
    value = ((value << 5) | BASE32.indexOf(char)) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return (value & ((1 << bits) - 1)) === 0 ? Uint8Array.from(out) : null;
}

/** CRC-16/XMODEM, Stellar's checksum (StrKey). */
function crc16Xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** Algorand: 58 base32 characters, a 32-byte public key and the last 4 bytes of its SHA-512/256 digest. */
function algorandProblem(text: string): WalletAddressProblem | null {
  if (!/^[A-Z2-7]{58}$/.test(text)) return 'shape';
  const bytes = base32Bytes(text);
  if (!bytes || bytes.length !== 36) return 'shape';
  const digest = sha512t256(bytes.subarray(0, 32));
  return digest.subarray(28).every((byte, i) => byte === bytes[32 + i]) ? null : 'checksum';
}

/** Stellar: an account id, "G" and 55 more base32 characters: version byte, 32-byte key, CRC-16 (little-endian). */
function stellarProblem(text: string): WalletAddressProblem | null {
  if (!/^G[A-Z2-7]{55}$/.test(text)) return 'shape';
  const bytes = base32Bytes(text);
  if (!bytes || bytes.length !== 35 || bytes[0] !== 6 << 3) return 'shape';
  const crc = crc16Xmodem(bytes.subarray(0, 33));
  return bytes[33] === (crc & 0xff) && bytes[34] === crc >>> 8 ? null : 'checksum';
}

/**
 * Whether `text` (trimmed) is an account address on `chain`, checked as the chain would, so that a typo is caught
 * before units are minted to it: Algorand's and Stellar's checksums; Ethereum and Polygon by their shape ("0x" and 40
 * hexadecimal digits; the mixed-case checksum of EIP-55 is not checked).
 */
export function walletAddressProblem(chain: Blockchains, text: string): WalletAddressProblem | null {
  switch (chain) {
    case 'Algorand':
      return algorandProblem(text);
    case 'Stellar':
      return stellarProblem(text);
    case 'Ethereum':
    case 'Polygon':
      return /^0x[0-9a-fA-F]{40}$/.test(text) ? null : 'shape';
    default:
      // A chain the contract does not name yet (another deployment's): its service is the judge.
      return null;
  }
}
