/** JSON Pointer helpers (RFC 6901) for addressing locations inside the contract document. */

export function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapePointerSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Builds a pointer such as `/paths/~1api~1Project/get` from raw segments. */
export function toPointer(segments: readonly string[]): string {
  return segments.map((s) => `/${escapePointerSegment(s)}`).join('');
}

/** A pointer usable as a URI fragment (segments percent-encoded, so `{param}` keys survive). */
export function toUriFragment(pointer: string): string {
  return pointer
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** `$ref` fragments may be percent-encoded (`%7Bid%7D`); a literal `%` that is not an escape is kept as is. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Reads the value at `pointer` (e.g. `/components/schemas/X`) or returns undefined when absent. */
export function readPointer(document: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return document;
  let current: unknown = document;
  for (const raw of pointer.slice(1).split('/')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[unescapePointerSegment(decodeSegment(raw))];
  }
  return current;
}

/** Turns an Ajv instancePath (`/address/town`) into the dotted field name the envelope reports (`address.town`). */
export function pointerToDottedPath(pointer: string): string {
  if (pointer === '') return '';
  return pointer
    .slice(1)
    .split('/')
    .map(unescapePointerSegment)
    .join('.');
}
