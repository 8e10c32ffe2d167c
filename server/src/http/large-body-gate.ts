import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/**
 * How many requests with a large body (the partner operations, up to ~29 MB of files as base64) one instance reads
 * at a time: each is buffered, parsed and validated whole, so without a bound a burst of them, within the rate limit,
 * would hold gigabytes. Two at once keep a back-office user's submissions going and the instance's memory bounded.
 */
export const LARGE_BODIES_AT_ONCE = 2;

/**
 * A `preParsing` gate for the operations with their own, larger body limit: past `atOnce` requests in flight, the next
 * is answered 503 with Retry-After before its body is read. A place is given back when the answer is sent or the
 * connection closes, whichever comes first.
 */
export function createLargeBodyGate(atOnce = LARGE_BODIES_AT_ONCE) {
  let inFlight = 0;
  return {
    inFlight: () => inFlight,
    async enter(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (inFlight >= atOnce) {
        request.log.warn({ operationId: request.routeOptions.config.operation?.operationId, inFlight }, 'Large bodies in flight: answered 503');
        reply.header('Retry-After', '5');
        throw new ApiError(503, {
          code: 'ServiceUnavailable',
          field: 'body',
          message: `The service is reading ${inFlight} other submissions with files; nothing was changed. Try again in a few seconds.`,
        });
      }
      inFlight += 1;
      let released = false;
      reply.raw.once('close', () => {
        if (released) return;
        released = true;
        inFlight -= 1;
      });
    },
  };
}
