import { readPointer } from './json-pointer';

/** The parts of an OpenAPI 3.1 document the service reads. Everything else is kept but not typed. */
export interface OpenApiDocument {
  openapi: string;
  paths?: Record<string, Record<string, unknown>>;
  components?: {
    securitySchemes?: Record<string, unknown>;
    [key: string]: unknown;
  };
  security?: SecurityRequirement[];
  [key: string]: unknown;
}

export type SecurityRequirement = Record<string, string[]>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
}

export interface OpenApiMediaType {
  schema?: unknown;
}

export interface OpenApiRequestBody {
  required?: boolean;
  content?: Record<string, OpenApiMediaType>;
}

export interface OpenApiResponse {
  content?: Record<string, OpenApiMediaType>;
}

export interface OpenApiOperation {
  operationId?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: SecurityRequirement[];
}

/** A resolved OpenAPI object together with the pointer of the place it really lives at. */
export interface Located<T> {
  value: T;
  pointer: string;
}

/**
 * Follows local `$ref`s of OpenAPI objects (parameters, request bodies, responses) to the object itself.
 * Schemas are not resolved here: Ajv resolves their `$ref`s against the whole document.
 */
export function resolveLocal<T>(document: OpenApiDocument, value: unknown, pointer: string): Located<T> {
  let current = value;
  let currentPointer = pointer;
  const seen = new Set<string>();
  while (current !== null && typeof current === 'object' && typeof (current as { $ref?: unknown }).$ref === 'string') {
    const ref = (current as { $ref: string }).$ref;
    if (!ref.startsWith('#/')) {
      throw new Error(`Contract: only local $refs are supported, found "${ref}" at ${currentPointer}.`);
    }
    if (seen.has(ref)) throw new Error(`Contract: circular $ref "${ref}" at ${pointer}.`);
    seen.add(ref);
    currentPointer = ref.slice(1);
    current = readPointer(document, currentPointer);
    if (current === undefined) throw new Error(`Contract: $ref "${ref}" (from ${pointer}) points to nothing.`);
  }
  return { value: current as T, pointer: currentPointer };
}
