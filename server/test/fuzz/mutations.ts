import { emailOfLength, textOfLength, type JsonType, type SchemaSampler, type SchemaShape } from './schema-sampler';

/** What the service must answer for a request: success (2xx) or a 400 naming `field` with `code`. */
export type Expectation =
  | { kind: 'valid' }
  | { kind: 'error'; code: 'MissingField' | 'InvalidInput'; field: string }
  /** Either answer may be right (a value at the edge of what storage takes), but never a 5xx. */
  | { kind: 'noServerError' };

export interface Mutation {
  /** Short label for reports: `missing address.town`, `tooLong firstname`, ... */
  label: string;
  kind: 'missing' | 'wrongType' | 'badEnum' | 'badFormat' | 'tooLong' | 'atMax' | 'tooShort' | 'outOfRange' | 'unknownProperty' | 'edge';
  value: unknown;
  expect: Expectation;
}

type Path = (string | number)[];

const dotted = (path: Path) => path.join('.');

/** A JSON value of a type the field does not accept (null counts as a type). */
export function wrongTypeValue(types: Set<JsonType>): unknown {
  if (!types.has('string')) return 'not-the-right-type';
  if (!types.has('number') && !types.has('integer')) return 12345;
  if (!types.has('boolean')) return true;
  if (!types.has('object')) return { unexpected: 1 };
  if (!types.has('array')) return [1, 2];
  return undefined;
}

let uniqueCounter = 0;
const unique = () => `${Date.now().toString(36)}${(uniqueCounter += 1).toString(36)}`;

/** A string of exactly `length` code points the field's format/pattern still accepts, or null when there is none. */
function stringOfLength(shape: SchemaShape, length: number): string | null {
  if (shape.format === 'email') return length >= 20 ? emailOfLength(length, unique()) : null;
  if (shape.format || (shape.pattern && shape.pattern !== '\\S')) return null;
  return textOfLength(length, unique());
}

/**
 * Every way to break one valid value (and the boundary values that must still pass), walking nested objects and
 * arrays: remove each required property, give each property a wrong type, an unknown enum value or a malformed
 * format, strings at their maximum length (valid) and one beyond (invalid), below the minimum length, numbers out
 * of range, and an unknown property in every object that forbids them. Each mutation's `value` replaces the node
 * at `path` (at the top level: the whole body).
 */
export function mutationsOf(sampler: SchemaSampler, schema: unknown, value: unknown, path: Path = []): Mutation[] {
  const shape = sampler.shape(schema);
  const out: Mutation[] = [];
  const field = dotted(path);

  if (path.length > 0) {
    const wrong = wrongTypeValue(shape.types);
    if (wrong !== undefined) {
      out.push({ label: `wrongType ${field}`, kind: 'wrongType', value: wrong, expect: { kind: 'error', code: 'InvalidInput', field } });
    }
    if (shape.enumValues && typeof value === 'string') {
      out.push({ label: `badEnum ${field}`, kind: 'badEnum', value: 'NotAnAllowedValue', expect: { kind: 'error', code: 'InvalidInput', field } });
    }
    if (typeof value === 'string' && (shape.format || shape.pattern) && shape.pattern !== '\\S') {
      out.push({ label: `badFormat ${field}`, kind: 'badFormat', value: 'no such-format @@', expect: { kind: 'error', code: 'InvalidInput', field } });
    }
    if (typeof value === 'string' && shape.maxLength !== undefined) {
      const atMax = stringOfLength(shape, shape.maxLength);
      const beyond = stringOfLength(shape, shape.maxLength + 1);
      if (atMax !== null) out.push({ label: `atMax ${field}`, kind: 'atMax', value: atMax, expect: { kind: 'valid' } });
      if (beyond !== null) {
        out.push({ label: `tooLong ${field}`, kind: 'tooLong', value: beyond, expect: { kind: 'error', code: 'InvalidInput', field } });
      }
    }
    if (typeof value === 'string' && shape.minLength !== undefined && shape.minLength > 0 && !shape.format) {
      out.push({ label: `tooShort ${field}`, kind: 'tooShort', value: '', expect: { kind: 'error', code: 'InvalidInput', field } });
    }
    if (typeof value === 'number') {
      if (shape.maximum !== undefined) {
        out.push({ label: `atMax ${field}`, kind: 'atMax', value: shape.maximum, expect: { kind: 'valid' } });
        out.push({ label: `outOfRange ${field}`, kind: 'outOfRange', value: shape.maximum + 1, expect: { kind: 'error', code: 'InvalidInput', field } });
      }
      if (shape.minimum !== undefined) {
        out.push({ label: `outOfRange ${field}`, kind: 'outOfRange', value: shape.minimum - 1, expect: { kind: 'error', code: 'InvalidInput', field } });
      }
      if (shape.exclusiveMinimum !== undefined) {
        out.push({ label: `outOfRange ${field}`, kind: 'outOfRange', value: shape.exclusiveMinimum, expect: { kind: 'error', code: 'InvalidInput', field } });
      }
      if (shape.types.has('integer') && !shape.types.has('number')) {
        out.push({ label: `wrongType ${field} (fraction)`, kind: 'wrongType', value: 1.5, expect: { kind: 'error', code: 'InvalidInput', field } });
      }
    }
  }

  if (value !== null && typeof value === 'object' && !Array.isArray(value) && shape.types.has('object')) {
    const object = value as Record<string, unknown>;
    const properties = shape.properties ?? {};
    for (const name of shape.required ?? []) {
      if (!(name in object)) continue;
      const { [name]: _removed, ...rest } = object;
      out.push({
        label: `missing ${dotted([...path, name])}`,
        kind: 'missing',
        value: rest,
        expect: { kind: 'error', code: 'MissingField', field: dotted([...path, name]) },
      });
    }
    if (shape.additionalProperties === false) {
      const unknownField = dotted([...path, 'unexpectedProperty']);
      out.push({
        label: `unknownProperty ${unknownField}`,
        kind: 'unknownProperty',
        value: { ...object, unexpectedProperty: 'surprise' },
        expect: { kind: 'error', code: 'InvalidInput', field: unknownField },
      });
    }
    for (const [name, child] of Object.entries(object)) {
      const childSchema = properties[name] ?? (typeof shape.additionalProperties === 'object' ? shape.additionalProperties : undefined);
      if (!childSchema) continue;
      for (const m of mutationsOf(sampler, childSchema, child, [...path, name])) {
        out.push({ ...m, value: { ...object, [name]: m.value } });
      }
    }
  } else if (Array.isArray(value) && shape.items) {
    value.forEach((item, index) => {
      for (const m of mutationsOf(sampler, shape.items, item, [...path, index])) {
        const copy = [...value];
        copy[index] = m.value;
        out.push({ ...m, value: copy });
      }
    });
  }
  return out;
}

/** Unicode that breaks naive code: combining marks, right-to-left and bidi controls, emoji sequences, invisible characters. */
export const UNICODE_EDGES: readonly (readonly [string, string])[] = [
  ['combining marks', 'Zo\u0308e\u0301 Z\u0327'],
  ['decomposed umlaut', 'Ju\u0308rgen Wei\u00df'],
  ['right-to-left', '\u05e9\u05dc\u05d5\u05dd \u0639\u0627\u0644\u0645'],
  ['bidi override', 'abc\u202edcba\u202c'],
  ['emoji sequence', '\ud83d\udc69\u200d\ud83d\udcbb \ud83c\udde6\ud83c\uddf9'],
  ['invisible', 'a\u200bb\ufeffc\u00ad'],
  ['astral CJK', '\ud840\udc0b\u4e2d\u6587'],
  ['Polish', '\u0141ucja Nowak-\u00d8ster'],
];

/** Values at the edges of what the service stores: NUL in text, extreme dates and numbers. Any answer but a 5xx will do. */
export function edgeCasesOf(sampler: SchemaSampler, schema: unknown, value: unknown, path: Path = []): Mutation[] {
  const shape = sampler.shape(schema);
  const out: Mutation[] = [];
  const field = dotted(path);
  const edge = (label: string, v: unknown): Mutation => ({ label: `edge ${field} ${label}`, kind: 'edge', value: v, expect: { kind: 'noServerError' } });
  if (path.length > 0 && typeof value === 'string') {
    if (shape.format === 'date-time') {
      out.push(edge('year 0', '0000-01-01T00:00:00Z'), edge('year 9999 west', '9999-12-31T23:59:59-23:59'), edge('leap second', '2016-12-31T23:59:60Z'));
    } else if (shape.format === 'date') {
      out.push(edge('year 0', '0000-01-01'), edge('year 9999', '9999-12-31'));
    } else if (!shape.format && (!shape.pattern || shape.pattern === '\\S') && (shape.maxLength ?? 3) >= 3 && !shape.enumValues) {
      out.push(edge('NUL', 'a\u0000b'), edge('lone surrogate', 'a\ud800b'), edge('lone low surrogate', '\udc00z'));
      // Text people really type or paste: each must be stored and answered exactly, or refused with a 400.
      for (const [label, text] of UNICODE_EDGES) if (text.length <= (shape.maxLength ?? Infinity)) out.push(edge(label, text));
    }
  }
  if (path.length > 0 && typeof value === 'number') {
    if (shape.types.has('integer') && shape.maximum === undefined) out.push(edge('int32 max', 2147483647));
    if (shape.types.has('number') && shape.maximum === undefined) out.push(edge('huge', 1e308));
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const [name, child] of Object.entries(object)) {
      const childSchema = shape.properties?.[name] ?? (typeof shape.additionalProperties === 'object' ? shape.additionalProperties : undefined);
      if (!childSchema) continue;
      for (const m of edgeCasesOf(sampler, childSchema, child, [...path, name])) out.push({ ...m, value: { ...object, [name]: m.value } });
    }
  } else if (Array.isArray(value) && shape.items) {
    value.forEach((item, index) => {
      for (const m of edgeCasesOf(sampler, shape.items, item, [...path, index])) {
        const copy = [...value];
        copy[index] = m.value;
        out.push({ ...m, value: copy });
      }
    });
  }
  return out;
}
