import fc from 'fast-check';
import { NIL_UUID } from '../support/factories';

/**
 * A small JSON Schema (2020-12 / OpenAPI 3.1 subset) sampler: fast-check arbitraries that produce values the
 * contract accepts, and a describer used to break them on purpose. It understands what openapi/openapi.yaml uses:
 * local $ref, type arrays with 'null', oneOf (e.g. X or null), enum, const, formats uuid/date/date-time/email/int32,
 * the contract's patterns, min/max lengths, numeric bounds, arrays with maxItems, objects with required
 * properties, additionalProperties (false or a schema) and minProperties.
 */
export type Schema = Record<string, unknown>;

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** What a (possibly nullable, possibly $ref'd) schema accepts, flattened. */
export interface SchemaShape {
  types: Set<JsonType>;
  enumValues?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  minProperties?: number;
  items?: Schema;
  maxItems?: number;
}


/** Characters for generated text: ASCII, some Latin-1, CJK and an astral emoji (1 code point, 2 UTF-16 units). */
const TEXT_CHARS = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...' .,-_/()&\'"',
  ...'äöüßéñø',
  '漢',
  '字',
  '😀',
];

export class SchemaSampler {
  constructor(private readonly document: unknown) {}

  /** Follows `$ref` (local, `#/...`) until a schema without one. */
  resolve(schema: unknown): Schema {
    let current = schema as Schema;
    for (let i = 0; i < 20 && current && typeof current.$ref === 'string'; i += 1) {
      current = this.readPointer(current.$ref as string);
    }
    return current ?? {};
  }

  private readPointer(ref: string): Schema {
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
    let node: unknown = this.document;
    for (const raw of ref.slice(2).split('/')) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      node = (node as Record<string, unknown>)[key];
    }
    if (node === undefined) throw new Error(`$ref ${ref} points to nothing`);
    return node as Schema;
  }

  /** Flattens $ref, oneOf/anyOf (with null branches) and type arrays into one shape. */
  shape(schema: unknown): SchemaShape {
    const s = this.resolve(schema);
    const variants = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
    if (variants) {
      const merged: SchemaShape = { types: new Set() };
      let open = false;
      for (const variant of variants) {
        const part = this.shape(variant);
        for (const t of part.types) merged.types.add(t);
        // A branch of any value of a type beside an enum of it (`anyOf: [KnownX, string]`, an open enum): no value of
        // that type is refused for not being listed.
        if (!part.enumValues && [...part.types].some((t) => t !== 'null' && t !== 'object' && t !== 'array')) open = true;
        const { types: _types, ...rest } = part;
        Object.assign(merged, Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)));
      }
      if (open) delete merged.enumValues;
      return merged;
    }
    const types = new Set<JsonType>();
    if (Array.isArray(s.type)) for (const t of s.type) types.add(t as JsonType);
    else if (typeof s.type === 'string') types.add(s.type as JsonType);
    else if (Array.isArray(s.enum)) for (const v of s.enum) types.add(v === null ? 'null' : (typeof v as JsonType));
    else if (s.properties) types.add('object');
    return {
      types,
      enumValues: s.enum as unknown[] | undefined,
      format: s.format as string | undefined,
      pattern: s.pattern as string | undefined,
      minLength: s.minLength as number | undefined,
      maxLength: s.maxLength as number | undefined,
      minimum: s.minimum as number | undefined,
      maximum: s.maximum as number | undefined,
      exclusiveMinimum: s.exclusiveMinimum as number | undefined,
      properties: s.properties as Record<string, Schema> | undefined,
      required: s.required as string[] | undefined,
      additionalProperties: s.additionalProperties as boolean | Schema | undefined,
      minProperties: s.minProperties as number | undefined,
      items: s.items as Schema | undefined,
      maxItems: s.maxItems as number | undefined,
    };
  }

  /** Values the schema accepts. `depth` keeps nested optional structures small. */
  arbitrary(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
    const s = this.resolve(schema);
    if ('const' in s) return fc.constant(s.const);
    if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
    const variants = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
    if (variants) return fc.oneof(...variants.map((v) => this.arbitrary(v, depth)));
    const types: JsonType[] = Array.isArray(s.type) ? (s.type as JsonType[]) : s.type ? [s.type as JsonType] : ['object'];
    const nonNull = types.filter((t) => t !== 'null');
    const arbs = nonNull.map((t) => this.typed(t, s, depth));
    if (types.includes('null')) {
      return arbs.length === 0 ? fc.constant(null) : fc.oneof({ arbitrary: fc.constant(null), weight: 1 }, ...arbs.map((a) => ({ arbitrary: a, weight: 3 })));
    }
    return arbs.length === 1 ? arbs[0] : fc.oneof(...arbs);
  }

  private typed(type: JsonType, s: Schema, depth: number): fc.Arbitrary<unknown> {
    switch (type) {
      case 'boolean':
        return fc.boolean();
      case 'integer': {
        const min = (s.minimum as number | undefined) ?? -1000;
        const max = (s.maximum as number | undefined) ?? Math.max(min + 1000, 1000);
        return fc.integer({ min, max });
      }
      case 'number': {
        const exclusive = s.exclusiveMinimum as number | undefined;
        const min = exclusive !== undefined ? exclusive : ((s.minimum as number | undefined) ?? -1e6);
        const max = (s.maximum as number | undefined) ?? 1e6;
        // A whole number the contract asks for as a number (multipleOf 1: a mint's base units).
        if (s.multipleOf === 1) return fc.integer({ min: exclusive !== undefined ? Math.floor(exclusive) + 1 : Math.ceil(min), max: Math.floor(max) });
        return fc
          .double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: exclusive !== undefined })
          .map((n) => (Object.is(n, -0) ? 0 : n))
          .filter((n) => exclusive === undefined || n > exclusive);
      }
      case 'string':
        return this.stringArbitrary(s);
      case 'array': {
        const maxItems = Math.min((s.maxItems as number | undefined) ?? 3, depth > 2 ? 1 : 2);
        return fc.array(this.arbitrary(s.items ?? {}, depth + 1), { maxLength: maxItems });
      }
      case 'object':
        return this.objectArbitrary(s, depth);
      default:
        return fc.constant(null);
    }
  }

  private objectArbitrary(s: Schema, depth: number): fc.Arbitrary<unknown> {
    const properties = (s.properties ?? {}) as Record<string, Schema>;
    const required = (s.required ?? []) as string[];
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, sub] of Object.entries(properties)) {
      // Deep optional structures are left out now and then so that samples stay small.
      if (depth > 3 && !required.includes(name)) continue;
      model[name] = this.arbitrary(sub, depth + 1);
    }
    let arb: fc.Arbitrary<Record<string, unknown>> = fc.record(model, { requiredKeys: required.filter((r) => r in model) });
    const extra = s.additionalProperties;
    if (extra && typeof extra === 'object' && Object.keys(properties).length === 0) {
      arb = fc.dictionary(fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,9}$/), this.arbitrary(extra, depth + 1), { maxKeys: 3 });
    }
    const minProperties = (s.minProperties as number | undefined) ?? 0;
    if (minProperties > 0) arb = arb.filter((o) => Object.keys(o).length >= minProperties);
    return arb;
  }

  private stringArbitrary(s: Schema): fc.Arbitrary<string> {
    const format = s.format as string | undefined;
    const pattern = s.pattern as string | undefined;
    if (format === 'uuid' || (pattern && pattern.includes('[0-9a-fA-F]{8}'))) {
      return fc.uuid().filter((u) => u !== NIL_UUID);
    }
    if (format === 'date-time') {
      return fc
        .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2090-12-31T23:59:59Z'), noInvalidDate: true })
        .map((d) => d.toISOString());
    }
    if (format === 'date') {
      return fc
        .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    }
    if (format === 'email') return emailArbitrary((s.maxLength as number | undefined) ?? 64);
    if (pattern === '^[A-Z]{2}$') return fc.stringMatching(/^[A-Z]{2}$/);
    if (pattern === '^-?[0-9]{1,10}$') return fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }).map(String);
    const minLength = (s.minLength as number | undefined) ?? 0;
    const maxLength = Math.min((s.maxLength as number | undefined) ?? 40, 40);
    const text = fc.string({ unit: fc.constantFrom(...TEXT_CHARS), minLength, maxLength: Math.max(minLength, maxLength) });
    if (pattern === '\\S') return text.filter((t) => /\S/.test(t));
    if (pattern) throw new Error(`The sampler does not know the pattern ${pattern}; teach it.`);
    return text;
  }
}

function emailArbitrary(maxLength: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/), fc.constantFrom('example.com', 'example.org', 'mail.example.net'))
    .map(([local, domain]) => `${local}@${domain}`)
    .filter((e) => e.length <= maxLength);
}

/** A syntactically valid e-mail address of exactly `length` characters (length >= 15), unique by `tag`. */
export function emailOfLength(length: number, tag: string): string {
  const domain = '@example.com';
  const local = `u${tag}`.replace(/[^a-z0-9]/gi, '').toLowerCase();
  if (local.length + domain.length > length) throw new Error(`Cannot make an e-mail of ${length} characters for ${tag}`);
  return local.padEnd(length - domain.length, 'x') + domain;
}

/** Text of exactly `length` code points that starts with a unique tag (unique names, unit names). */
export function textOfLength(length: number, tag: string): string {
  const head = `t${tag}`.slice(0, length);
  return head.padEnd(length, 'x');
}
