import type { ApiKeyVerifier } from '../auth/api-key-verifier';
import type { CompiledOperation } from '../contract/load-contract';
import { ajvErrorsToItems } from './ajv-error-items';
import { ApiError } from './api-error';

/** The contract parameter that names the institution in base_url paths. */
export const INSTITUTION_PARAM = 'institutionId';

export interface GuardResult {
  params: Record<string, string>;
  keyInstitutionId: string | null;
}

function authenticate(operation: CompiledOperation, headers: Record<string, string | string[] | undefined>, verify: ApiKeyVerifier): string | null {
  if (!operation.security) return null;
  const header = operation.security.headerName;
  const presented = headers[header];
  if (presented === undefined || presented === '') {
    throw new ApiError(401, { code: 'Unauthorized', field: 'X-API-KEY', message: 'An API key is required in the X-API-KEY header.' });
  }
  const institutionId = typeof presented === 'string' ? verify(presented) : null;
  if (institutionId === null) {
    throw new ApiError(401, { code: 'Unauthorized', field: 'X-API-KEY', message: 'The API key is not valid.' });
  }
  return institutionId;
}

/**
 * Validates (and coerces) path parameters; errors name the parameter as the contract writes it. The all-zero UUID
 * is rejected by the uuid schemas themselves (pattern and format), so a unit or file name may be any string the
 * contract allows.
 */
function validatePathParams(operation: CompiledOperation, raw: Record<string, string>): Record<string, string> {
  for (const [name, value] of Object.entries(raw)) {
    if (value.length === 0) throw ApiError.invalid(name, `${name} must not be empty.`);
  }
  const params: Record<string, string> = { ...raw };
  const validate = operation.validators.pathParams;
  if (validate && !validate(params)) {
    throw new ApiError(400, ajvErrorsToItems(validate.errors, 'path'));
  }
  return params;
}

/**
 * The checks that precede body parsing, in the order the brief fixes: a missing or unknown key is 401 first;
 * then malformed path parameters are 400 (before any institution comparison); then a key of another institution
 * than the path's `institutionId` is 403.
 */
export function guardRequest(
  operation: CompiledOperation,
  headers: Record<string, string | string[] | undefined>,
  rawParams: Record<string, string>,
  verify: ApiKeyVerifier,
): GuardResult {
  const keyInstitutionId = authenticate(operation, headers, verify);
  const params = validatePathParams(operation, rawParams);
  const pathInstitution = params[INSTITUTION_PARAM];
  if (keyInstitutionId !== null && pathInstitution !== undefined && pathInstitution.toLowerCase() !== keyInstitutionId.toLowerCase()) {
    throw new ApiError(403, {
      code: 'Forbidden',
      field: INSTITUTION_PARAM,
      message: 'The API key does not belong to this institution.',
    });
  }
  return { params, keyInstitutionId };
}
