import type { CompiledOperation } from '../contract/load-contract';
import { ajvErrorsToItems } from './ajv-error-items';
import { ApiError } from './api-error';

/** Validates query parameters: coerced to their declared types, defaults filled in, unknown names rejected. */
export function validateQuery(operation: CompiledOperation, rawQuery: unknown): Record<string, unknown> {
  const query: Record<string, unknown> = { ...((rawQuery ?? {}) as Record<string, unknown>) };
  const validate = operation.validators.query;
  if (validate && !validate(query)) {
    throw new ApiError(400, ajvErrorsToItems(validate.errors, 'query'));
  }
  return query;
}

/** Validates the parsed JSON body exactly as sent: no coercion, no defaults, unknown properties rejected. */
export function validateBody(operation: CompiledOperation, body: unknown): unknown {
  const spec = operation.requestBody;
  if (!spec) return undefined;
  if (body === undefined) {
    if (spec.required) throw ApiError.missing('body', 'A JSON request body is required.');
    return undefined;
  }
  const validate = operation.validators.body;
  if (validate && !validate(body)) {
    throw new ApiError(400, ajvErrorsToItems(validate.errors, 'body'));
  }
  return body;
}
