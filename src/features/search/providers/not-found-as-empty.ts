import { isApiFailure } from '../../../api/api-failure';

/** Exact look-ups answer 404 (or 400 for a malformed value) when nothing matches: that is "no result". */
export async function notFoundAsEmpty<T>(run: () => Promise<T[]>): Promise<T[]> {
  try {
    return await run();
  } catch (error) {
    if (isApiFailure(error) && (error.kind === 'not-found' || error.kind === 'validation')) return [];
    throw error;
  }
}
