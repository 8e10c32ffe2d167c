/**
 * A text's length as the service counts it: in Unicode code points, which is what JSON Schema's `minLength` and
 * `maxLength` mean and what the service's ajv counts (its `ucs2length`). JavaScript's `length` counts UTF-16 units,
 * two for a character outside the Basic Multilingual Plane ("𝔊", "𠀋", most emoji), so "𝔊𝔬𝔱𝔱𝔣𝔯𝔦𝔢𝔡" is 9 here
 * and 18 in `length`. A letter with a combining mark is two, as the service counts it; an unpaired surrogate is one.
 *
 * The generated zod schemas count the same way (zod counts string lengths in code points since zod#6441;
 * src/api/service-string-length.test.ts keeps the two sides in step). Every character counter and every hand-written
 * length check of a contract field uses this, so the count a person reads is the one the check and the service apply.
 */
export function codePointLength(value: string): number {
  let length = 0;
  for (let i = 0; i < value.length; i += pairAt(value, i) ? 2 : 1) length++;
  return length;
}

/** Whether a surrogate pair (one code point in two UTF-16 units) starts at `i`; an unpaired surrogate is one. */
function pairAt(value: string, i: number): boolean {
  return (value.charCodeAt(i) & 0xfc00) === 0xd800 && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
}

/**
 * The first `max` code points of a text, as the service counts them: what an input's HTML `maxLength` would keep if
 * it counted code points. That attribute counts UTF-16 units, so a search of astral characters ("𝔊", most emoji)
 * stopped at half the service's limit; inputs that must not go past a limit clip with this instead. Never splits a
 * surrogate pair.
 */
export function takeCodePoints(value: string, max: number): string {
  if (value.length <= max) return value;
  let end = 0;
  for (let taken = 0; taken < max && end < value.length; taken++) end += pairAt(value, end) ? 2 : 1;
  return value.slice(0, end);
}
