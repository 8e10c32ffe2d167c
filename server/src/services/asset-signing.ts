import { createHash, createHmac, scrypt } from 'node:crypto';
import { createConcurrencyLimit } from './concurrency-limit';

const KEY_LENGTH = 32;
const SCRYPT_OPTIONS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function deriveKey(passphrase: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(passphrase, salt, KEY_LENGTH, SCRYPT_OPTIONS, (err, key) => {
      // Never pass the driver error on as is: keep the message free of any input.
      if (err) reject(new Error('Key derivation failed.'));
      else resolve(key);
    });
  });
}

/** JSON with keys sorted at every level, so the same asset always signs the same bytes. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise); at most half of it
 * derives keys, so a burst of finalizations leaves threads for the file and DNS work of every other request.
 */
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const derivationLimit = createConcurrencyLimit(Math.max(1, Math.floor(THREAD_POOL_SIZE / 2)));

/**
 * Derives the signing key from the passphrase (scrypt, salt = asset id). The caller zeroes the key after use;
 * the passphrase itself is not kept anywhere.
 */
export function deriveSigningKey(passphrase: string, assetId: string): Promise<Buffer> {
  return derivationLimit.run(() => deriveKey(passphrase, assetId));
}

/** Transaction id of a signed payload: hex SHA-256 of the HMAC-SHA256 signature made with the key. */
export function signWithKey(key: Buffer, payload: unknown): string {
  const signature = createHmac('sha256', key).update(canonicalJson(payload)).digest();
  return createHash('sha256').update(signature).digest('hex');
}

/** Derive, sign, zero: the one-shot form of the two functions above. */
export async function signIssueTransaction(passphrase: string, assetId: string, payload: unknown): Promise<string> {
  const key = await deriveSigningKey(passphrase, assetId);
  try {
    return signWithKey(key, payload);
  } finally {
    key.fill(0);
  }
}
