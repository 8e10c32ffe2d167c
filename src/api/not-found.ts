import { normaliseFieldPath } from '../shared/lib/normalise-field-path';
import { isApiFailure } from './api-failure';

/** A 400 that names the institution is about the caller (wrong profile), not about the value looked up. */
function namesTheInstitution(error: { errors: { field: string | null }[] }): boolean {
  return error.errors.some((e) => e.field !== null && normaliseFieldPath(e.field).toLowerCase() === 'institutionid');
}

/**
 * Whether a failed read of one thing (an asset by id, a transaction or an asset by an exact key) means "there is no
 * such thing". We answer 404; the real service may answer 400 instead, with an error on the value asked for or with
 * no body at all (interface §7). A 400 on the institution (the profile is wrong) is a real failure, and so is
 * everything else.
 */
export function isNotFound(error: unknown): boolean {
  return isApiFailure(error) && (error.kind === 'not-found' || (error.kind === 'validation' && !namesTheInstitution(error)));
}

/** An exact look-up whose "not found" (in any of the shapes above) is simply no result. */
export async function notFoundAsEmpty<T>(run: () => Promise<T[]>): Promise<T[]> {
  try {
    return await run();
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}
