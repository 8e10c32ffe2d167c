import { readPointer } from '../../src/contract/json-pointer';
import { cachedContract } from '../helpers/contract-cache';

/**
 * Request bodies as a client generated from the service's description by .NET tooling sends them: every property of
 * the DTO is serialised, whether the caller set it or not. An unset property goes out as the default of its .NET
 * type: `false` for a bool, the all-zero UUID for a (non-nullable) Guid, `null` for everything else (strings, nullable
 * values, nested objects, arrays, enums the caller left empty). Nested objects the caller gives are filled the same
 * way. Date-times are the caller's (tests give them without offset, as a DateTime of kind Unspecified is written).
 */

export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

type Json = Record<string, unknown>;

interface Folded {
  types: Set<string>;
  format?: string;
  properties: Record<string, unknown>;
  items?: unknown;
}

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A schema with `$ref`s followed and nullable `oneOf`s folded (the shapes this contract uses). */
function fold(schema: unknown, into: Folded = { types: new Set(), properties: {} }): Folded {
  if (!isObject(schema)) return into;
  if (typeof schema.$ref === 'string') fold(readPointer(cachedContract().document, schema.$ref.slice(1)), into);
  for (const alternative of [...((schema.oneOf as unknown[]) ?? []), ...((schema.anyOf as unknown[]) ?? [])]) fold(alternative, into);
  const type = schema.type;
  for (const t of Array.isArray(type) ? type : type === undefined ? [] : [type]) into.types.add(String(t));
  if (typeof schema.format === 'string') into.format ??= schema.format;
  if (isObject(schema.properties)) Object.assign(into.properties, { ...schema.properties, ...into.properties });
  if (schema.items !== undefined) into.items ??= schema.items;
  return into;
}

function unsetValue(schema: unknown): unknown {
  const shape = fold(schema);
  if (shape.types.has('null')) return null;
  if (shape.types.has('boolean')) return false;
  if (shape.format === 'uuid') return NIL_UUID;
  return null;
}

function fill(schema: unknown, given: unknown): unknown {
  const shape = fold(schema);
  if (Array.isArray(given)) return shape.items === undefined ? given : given.map((item) => fill(shape.items, item));
  if (!isObject(given) || Object.keys(shape.properties).length === 0) return given;
  const out: Json = {};
  for (const [name, propertySchema] of Object.entries(shape.properties)) {
    out[name] = Object.hasOwn(given, name) ? fill(propertySchema, given[name]) : unsetValue(propertySchema);
  }
  // Anything the caller adds beyond the DTO (an unknown property) goes out as well.
  for (const [name, value] of Object.entries(given)) if (!Object.hasOwn(out, name)) out[name] = value;
  return out;
}

/** The body a typed client sends for the contract schema `schemaName` when the caller set only `given`. */
export function typedClientBody(schemaName: string, given: Json): Json {
  return fill({ $ref: `#/components/schemas/${schemaName}` }, given) as Json;
}
