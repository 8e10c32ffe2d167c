import { isValidUuid } from '../contract/create-ajv';

/**
 * Parses `API_KEYS="key1:institutionUuid1,key2:institutionUuid2"` into key -> institution id.
 * Error messages name the entry by position, never by the key itself (keys are never printed or logged).
 */
export function parseApiKeys(raw: string): Map<string, string> {
  const keys = new Map<string, string>();
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e.length > 0);
  if (entries.length === 0) {
    throw new Error('API_KEYS is set but empty; use "key1:institutionUuid1,key2:institutionUuid2", or unset it for demo mode.');
  }
  entries.forEach((entry, index) => {
    const position = `API_KEYS entry ${index + 1}`;
    const separator = entry.lastIndexOf(':');
    if (separator <= 0 || separator === entry.length - 1) {
      throw new Error(`${position} must look like key:institutionUuid (a key, a colon, then the institution's UUID).`);
    }
    const key = entry.slice(0, separator).trim();
    const institutionId = entry.slice(separator + 1).trim().toLowerCase();
    if (key.length === 0 || /\s/.test(key)) {
      throw new Error(`${position}: the key must be non-empty and contain no whitespace.`);
    }
    if (!isValidUuid(institutionId)) {
      // Not quoted: written the wrong way round (institution:key), the part after the colon is the key itself.
      throw new Error(`${position}: the part after the last colon is not a valid institution UUID (format 8-4-4-4-12 hex, not all zeros).`);
    }
    if (keys.has(key)) throw new Error(`${position} repeats a key already given in an earlier entry; each key belongs to one institution.`);
    keys.set(key, institutionId);
  });
  return keys;
}
