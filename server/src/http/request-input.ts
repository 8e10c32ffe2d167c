import type { ErrorObject, ValidateFunction } from 'ajv';
import type { CompiledOperation } from '../contract/load-contract';
import { ajvErrorsToItems } from './ajv-error-items';
import { ApiError } from './api-error';

/**
 * Validates query parameters: coerced to their declared types, defaults filled in. Unknown names are ignored (and
 * not passed on), as ASP.NET services ignore them; an optional all-zero UUID means "not set".
 */
export function validateQuery(operation: CompiledOperation, rawQuery: unknown): Record<string, unknown> {
  const raw = (rawQuery ?? {}) as Record<string, unknown>;
  const query: Record<string, unknown> = {};
  for (const parameter of operation.queryParams) {
    if (!Object.hasOwn(raw, parameter.name)) continue;
    const value = operation.normaliser.normaliseParameter(parameter.schemaPointer, parameter.required, raw[parameter.name]);
    if (value !== undefined) query[parameter.name] = value;
  }
  const validate = operation.validators.query;
  if (validate && !validate(query)) {
    throw new ApiError(400, ajvErrorsToItems(validate.errors, 'query'));
  }
  return query;
}

/**
 * Validates the header parameters the contract declares (the Idempotency-Key extension), named as the contract names
 * them; a header sent twice is read as one value, its parts joined by commas, as HTTP reads it.
 */
export function validateHeaders(operation: CompiledOperation, rawHeaders: Record<string, string | string[] | undefined>): void {
  const validate = operation.validators.headers;
  if (!validate) return;
  const headers: Record<string, string> = {};
  for (const parameter of operation.headerParams) {
    const raw = rawHeaders[parameter.name.toLowerCase()];
    if (raw !== undefined) headers[parameter.name] = Array.isArray(raw) ? raw.join(',') : raw;
  }
  if (!validate(headers)) throw new ApiError(400, ajvErrorsToItems(validate.errors, 'headers'));
}

/** How far a body is from an alternative: missing top-level properties weigh most, then the number of errors. */
function distance(errors: readonly ErrorObject[]): [number, number] {
  const missingAtRoot = errors.filter((e) => e.keyword === 'required' && e.instancePath === '').length;
  return [missingAtRoot, errors.length];
}

/** The errors of the alternative the body comes closest to (the first on a tie). */
function closestAlternativeErrors(alternatives: ValidateFunction[], body: unknown): ErrorObject[] | null {
  let best: { errors: ErrorObject[]; score: [number, number] } | null = null;
  for (const validate of alternatives) {
    if (validate(body)) return null;
    const errors = [...(validate.errors ?? [])];
    const score = distance(errors);
    if (!best || score[0] < best.score[0] || (score[0] === best.score[0] && score[1] < best.score[1])) best = { errors, score };
  }
  return best?.errors ?? null;
}

/**
 * Applies the contract's acceptance rules to the parsed JSON body (null or an all-zero id in an optional property is
 * the property left out, offset-less date-times are UTC, unknown properties are dropped unless the schema forbids
 * them), then validates it: no coercion, no defaults. Returns the normalised body.
 */
export function validateBody(operation: CompiledOperation, body: unknown): unknown {
  const spec = operation.requestBody;
  if (!spec) return undefined;
  if (body === undefined) {
    if (spec.required) throw ApiError.missing('body', 'A JSON request body is required.');
    return undefined;
  }
  const normalised = spec.schemaPointer ? operation.normaliser.normaliseAt(spec.schemaPointer, body) : body;
  const validate = operation.validators.body;
  if (validate && !validate(normalised)) {
    const errors = closestAlternativeErrors(operation.validators.bodyAlternatives, normalised) ?? validate.errors;
    throw new ApiError(400, ajvErrorsToItems(errors, 'body'));
  }
  return normalised;
}
