import { isApiFailure } from '../../../api/api-failure';
import { normaliseFieldPath } from '../../../shared/lib/apply-server-errors';

/** A 400 that names the institution is about the caller (wrong profile), not about the value looked up. */
function namesTheInstitution(error: { errors: { field: string | null }[] }): boolean {
  return error.errors.some((e) => e.field !== null && normaliseFieldPath(e.field).toLowerCase() === 'institutionid');
}

/**
 * Exact look-ups answer 404 when nothing matches; the real service may answer 400 instead, with an error on the
 * value looked up or with no body at all (interface §7). All of these are "no result". A 400 on the institution
 * (the profile is wrong) is a real failure, and so is everything else.
 */
export async function notFoundAsEmpty<T>(run: () => Promise<T[]>): Promise<T[]> {
  try {
    return await run();
  } catch (error) {
    if (isApiFailure(error) && (error.kind === 'not-found' || (error.kind === 'validation' && !namesTheInstitution(error)))) return [];
    throw error;
  }
}
