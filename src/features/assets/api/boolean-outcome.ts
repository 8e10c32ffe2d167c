import { ApiFailure } from '../../../api/api-failure';

/**
 * A boolean operation (mint, metadata) may answer 200 with `data: false`: nothing was done. Treat it as the
 * failure it is, so the user is told and nothing claims success. (To be replaced by the shared mechanism in src/api.)
 */
export function requireTrueOutcome(envelope: { data: boolean }, operation: string): true {
  if (envelope.data === false) {
    throw new ApiFailure({ kind: 'server', status: 200, message: `${operation} answered false: the service did not carry it out.` });
  }
  return true;
}
