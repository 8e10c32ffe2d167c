import type { RegistryExtractJobDto } from '../../../api/generated/types.gen';

export const EXTRACT_POLL_INTERVAL_MS = 2000;

/** A job that has not finished yet: the page keeps polling and a second job cannot be requested. */
export function isExtractInProgress(job: Pick<RegistryExtractJobDto, 'status'> | null | undefined): boolean {
  return job?.status === 'Queued' || job?.status === 'Running';
}

/** refetchInterval for GetRegistryExtractStatus: every 2 s while Queued/Running, otherwise stop. */
export function extractStatusRefetchInterval(job: Pick<RegistryExtractJobDto, 'status'> | null | undefined): number | false {
  return isExtractInProgress(job) ? EXTRACT_POLL_INTERVAL_MS : false;
}
