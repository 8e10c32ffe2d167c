import { NIL_UUID } from './create-ajv';
import { readPointer } from './json-pointer';
import type { OpenApiDocument } from './openapi-document';

/**
 * The acceptance rules of the contract (its `info.description`), applied to a request before it is validated, so
 * that what a typed (.NET-generated) client sends means what it meant:
 * - `null` in an optional property that is not nullable is the property left out;
 * - the all-zero UUID in an optional, non-nullable `format: uuid` property means "not set" (dropped);
 * - a date-time without an offset is read as UTC (`Z` appended);
 * - unknown properties are dropped, except where the schema says `additionalProperties: false` (they are kept, so
 *   validation refuses them).
 * Everything is driven by the schema; no field is named here. Required properties and path parameters are never
 * touched, so a required null or all-zero id is still refused by validation.
 */

/** A schema with its `$ref`s, `allOf` and `oneOf`/`anyOf` alternatives folded into what the walk needs. */
interface Shape {
  types: Set<string>;
  formats: Set<string>;
  properties: Map<string, unknown>;
  required: Set<string>;
  /** True when some part says which properties exist (`properties`), so unknown ones can be told apart. */
  declaresProperties: boolean;
  /** False only when every alternative forbids unknown properties. */
  forbidsUnknown: boolean;
  /** Schemas of map values (`additionalProperties: {...}`). */
  mapValues: unknown[];
  items: unknown[];
}

const OFFSETLESS_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/i;
const MAX_DEPTH = 32;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export class InputNormaliser {
  private readonly shapes = new WeakMap<object, Shape>();

  constructor(private readonly document: OpenApiDocument) {}

  /** The value at `pointer` of the contract (a request body or parameter schema), normalised. */
  normaliseAt(pointer: string, value: unknown): unknown {
    return this.normalise(readPointer(this.document, pointer), value, 0);
  }

  /** Query parameters: an optional parameter's all-zero UUID is left out, offset-less date-times get `Z`. */
  normaliseParameter(pointer: string | null, required: boolean, value: unknown): unknown {
    if (pointer === null) return value;
    const shape = this.shapeOf(readPointer(this.document, pointer));
    if (!required && value === NIL_UUID && shape.formats.has('uuid') && !shape.types.has('null')) return undefined;
    return this.normalise(readPointer(this.document, pointer), value, 0);
  }

  private normalise(schema: unknown, value: unknown, depth: number): unknown {
    if (depth > MAX_DEPTH || schema === undefined) return value;
    const shape = this.shapeOf(schema);
    if (typeof value === 'string') {
      return shape.formats.has('date-time') && OFFSETLESS_DATE_TIME.test(value) ? `${value}Z` : value;
    }
    if (Array.isArray(value)) {
      if (shape.items.length !== 1) return value;
      return value.map((item) => this.normalise(shape.items[0], item, depth + 1));
    }
    if (!isObject(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [name, inner] of Object.entries(value)) {
      const propertySchema = shape.properties.get(name);
      if (propertySchema === undefined) {
        if (shape.mapValues.length === 1) out[name] = this.normalise(shape.mapValues[0], inner, depth + 1);
        else if (!shape.declaresProperties || shape.forbidsUnknown) out[name] = inner;
        // else: an unknown property where unknown ones are ignored; dropped.
        continue;
      }
      if (!shape.required.has(name) && this.meansNotSet(propertySchema, inner)) continue;
      out[name] = this.normalise(propertySchema, inner, depth + 1);
    }
    return out;
  }

  /** `null` where null is not allowed, or the all-zero UUID where a (non-nullable) UUID is expected. */
  private meansNotSet(schema: unknown, value: unknown): boolean {
    const shape = this.shapeOf(schema);
    if (shape.types.has('null')) return false;
    if (value === null) return true;
    return value === NIL_UUID && shape.formats.has('uuid');
  }

  private shapeOf(schema: unknown): Shape {
    if (!isObject(schema)) return emptyShape();
    const cached = this.shapes.get(schema);
    if (cached) return cached;
    const shape = emptyShape();
    this.shapes.set(schema, shape);
    this.fold(schema, shape, 0);
    return shape;
  }

  private fold(schema: unknown, shape: Shape, depth: number): void {
    if (!isObject(schema) || depth > MAX_DEPTH) return;
    if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#')) {
      this.fold(readPointer(this.document, schema.$ref.slice(1)), shape, depth + 1);
    }
    for (const part of (schema.allOf as unknown[] | undefined) ?? []) this.fold(part, shape, depth + 1);
    const alternatives = [...((schema.oneOf as unknown[] | undefined) ?? []), ...((schema.anyOf as unknown[] | undefined) ?? [])];
    if (alternatives.length > 0) {
      // Alternatives: a property is known when any alternative declares it, and required only when all require it.
      const folded = alternatives.map((alternative) => {
        const part = emptyShape();
        this.fold(alternative, part, depth + 1);
        return part;
      });
      for (const part of folded) mergeAlternative(shape, part);
      const requiredByAll = [...folded[0].required].filter((name) => folded.every((p) => p.required.has(name)));
      for (const name of requiredByAll) shape.required.add(name);
    }
    const type = schema.type;
    if (typeof type === 'string') shape.types.add(type);
    else if (Array.isArray(type)) for (const t of type) shape.types.add(String(t));
    if (typeof schema.format === 'string') shape.formats.add(schema.format);
    if (isObject(schema.properties)) {
      shape.declaresProperties = true;
      for (const [name, property] of Object.entries(schema.properties)) {
        if (!shape.properties.has(name)) shape.properties.set(name, property);
      }
    }
    if (Array.isArray(schema.required)) for (const name of schema.required) shape.required.add(String(name));
    if (schema.additionalProperties === false) shape.forbidsUnknown = true;
    else if (isObject(schema.additionalProperties)) shape.mapValues.push(schema.additionalProperties);
    if (schema.items !== undefined) shape.items.push(schema.items);
  }
}

function emptyShape(): Shape {
  return {
    types: new Set(),
    formats: new Set(),
    properties: new Map(),
    required: new Set(),
    declaresProperties: false,
    forbidsUnknown: false,
    mapValues: [],
    items: [],
  };
}

function mergeAlternative(shape: Shape, part: Shape): void {
  for (const t of part.types) shape.types.add(t);
  for (const f of part.formats) shape.formats.add(f);
  for (const [name, property] of part.properties) if (!shape.properties.has(name)) shape.properties.set(name, property);
  shape.mapValues.push(...part.mapValues);
  shape.items.push(...part.items);
  if (part.declaresProperties) {
    // Unknown properties are kept for validation to refuse only when every alternative with properties forbids them.
    shape.forbidsUnknown = shape.declaresProperties ? shape.forbidsUnknown && part.forbidsUnknown : part.forbidsUnknown;
    shape.declaresProperties = true;
  }
}
