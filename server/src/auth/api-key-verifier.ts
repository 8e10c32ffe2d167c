import { createHash, timingSafeEqual } from 'node:crypto';

/** Looks up the institution of an API key; null for an unknown key. */
export type ApiKeyVerifier = (candidate: string) => string | null;

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/**
 * Compares the presented key with every configured key in constant time: both sides are hashed to equal-length
 * digests, compared with crypto.timingSafeEqual, and the loop never exits early, so timing reveals neither
 * which key matched nor how much of a key was right.
 */
export function createApiKeyVerifier(keys: ReadonlyMap<string, string>): ApiKeyVerifier {
  const entries = [...keys].map(([key, institutionId]) => ({ digest: digest(key), institutionId }));
  return (candidate: string): string | null => {
    const presented = digest(candidate);
    let institutionId: string | null = null;
    for (const entry of entries) {
      if (timingSafeEqual(presented, entry.digest)) institutionId = entry.institutionId;
    }
    return candidate.length > 0 ? institutionId : null;
  };
}
