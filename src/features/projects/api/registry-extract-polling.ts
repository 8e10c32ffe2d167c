import { isApiFailure } from '../../../api/api-failure';
import type { RegistryExtractJobDto } from '../../../api/generated/types.gen';

export const EXTRACT_POLL_INTERVAL_MS = 2000;

/** A job that has not finished yet: the page keeps polling and a second job cannot be requested. */
export function isExtractInProgress(job: Pick<RegistryExtractJobDto, 'status'> | null | undefined): boolean {
  return job?.status === 'Queued' || job?.status === 'Running';
}

/** A 4xx answer: asking again in 2 s gives the same answer (and a 401 would reopen the key prompt). */
function isClientError(error: unknown): boolean {
  return isApiFailure(error) && error.status !== null && error.status >= 400 && error.status < 500;
}

/**
 * refetchInterval for GetRegistryExtractStatus: every 2 s while Queued/Running, otherwise stop. The last
 * job stays in the query after a failed refetch, so the last error decides too: a client error (4xx) stops
 * the polling; a network failure or a 5xx keeps it going, since the next attempt may succeed.
 */
export function extractStatusRefetchInterval(job: Pick<RegistryExtractJobDto, 'status'> | null | undefined, lastError: unknown = null): number | false {
  if (isClientError(lastError)) return false;
  return isExtractInProgress(job) ? EXTRACT_POLL_INTERVAL_MS : false;
}
