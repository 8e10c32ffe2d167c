import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitSettings } from '../config';
import { ApiError } from './api-error';

/** The limiter's key of a request: a digest of its accepted API key (never the key itself), or '' when it has none. */
function limitKey(request: FastifyRequest): string {
  const operation = request.routeOptions.config.operation;
  // Only requests whose key the contract guard accepted count; a missing or wrong key was answered 401 already.
  if (!operation?.security || !request.contractGuard?.keyInstitutionId) return '';
  const presented = request.headers[operation.security.headerName];
  if (typeof presented !== 'string' || presented === '') return '';
  return createHash('sha256').update(presented, 'utf8').digest('base64url');
}

/**
 * At most `max` requests per API key and window on this instance; the next ones are answered 429 with Retry-After
 * (seconds until the window frees up) in the usual error envelope. Counted after the key is checked and before the
 * body is read, so a flood costs neither a body parse nor a database call, and one key's flood leaves other keys'
 * requests alone. Operations without a key (the demo profile), static files and 404s are not limited.
 */
export async function registerRateLimit(app: FastifyInstance, settings: RateLimitSettings): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: settings.max,
    timeWindow: settings.windowMs,
    // preParsing runs after the route's onRequest, where the contract guard has checked the key.
    hook: 'preParsing',
    keyGenerator: limitKey,
    allowList: (_request, key) => key === '',
    // Limit, remaining and reset only on the 429 (Retry-After): no per-request headers on every answer.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (request, context) => {
      request.log.warn({ operationId: request.routeOptions.config.operation?.operationId, max: context.max }, 'Rate limit reached: answered 429');
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new ApiError(429, {
        code: 'TooManyRequests',
        field: 'X-API-KEY',
        message: `Too many requests with this API key: at most ${context.max} per ${settings.windowMs / 1000} s. Try again in ${seconds} s.`,
      });
    },
  });
}
