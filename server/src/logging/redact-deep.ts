import { REDACTED, SENSITIVE_HEADERS, SENSITIVE_LOG_KEYS } from './sensitive-keys';

const SENSITIVE = new Set([...SENSITIVE_LOG_KEYS, ...SENSITIVE_HEADERS]);
const MAX_DEPTH = 12;

/**
 * Returns a copy of a log object in which the value of every sensitive key, at any depth, is replaced by
 * `[REDACTED]`. Only plain objects and arrays are copied; Errors go to the error serializer unchanged.
 */
export function redactDeep(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return value;
  if (seen.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[Truncated]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1, seen));
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] = SENSITIVE.has(key) || SENSITIVE.has(key.toLowerCase()) ? REDACTED : redactDeep(inner, depth + 1, seen);
  }
  return copy;
}
