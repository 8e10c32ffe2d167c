import type { TestServer } from '../../helpers/start-test-server';

/** The message claimIdempotencyKey logs for every replayed request, whichever operation it is. */
export const REPLAY_MESSAGE = 'request repeated with its Idempotency-Key; answered as the first, nothing written';

/** The replay lines the service logged since `from` (a length of `server.logs()` taken before the requests). */
export function replayLogs(server: TestServer, from: number): Record<string, unknown>[] {
  return server
    .logs()
    .slice(from)
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === REPLAY_MESSAGE);
}
