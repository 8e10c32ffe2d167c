import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractParams, toRouteTemplate } from './path-template';

declare module 'fastify' {
  interface FastifyRequest {
    /** `code:field` of the error items answered, for the request's log line (never values). */
    answeredErrors: string[] | null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The path of a contract operation as logged: its ids (UUIDs) as requested, any other path parameter as its contract
 * name. A free-text parameter can hold what a person typed: the dashboard's global search asks for an asset by unit
 * name with the search text, which may be a customer's name or e-mail. Other paths (static files, unknown ones) are
 * logged as requested, without the query string.
 */
export function loggedPath(request: Pick<FastifyRequest, 'url' | 'params' | 'routeOptions'>): string {
  const template = request.routeOptions.config.operation?.path;
  if (!template) return request.url.split('?')[0];
  const values = contractParams(toRouteTemplate(template).names, (request.params ?? {}) as Record<string, string | undefined>);
  return template.replace(/\{([^}]+)\}/g, (placeholder, name: string) => (UUID.test(values[name] ?? '') ? values[name] : placeholder));
}

/**
 * One log line per request, written when the response is done: request id (pino's `reqId`), method, the path
 * without its query string (queries can carry search terms such as e-mail addresses) and with only the ids of its
 * parameters (`loggedPath`), the contract path,
 * operationId, status, the `code:field` of answered errors and the duration. Headers and bodies are never
 * logged. The request id is returned to the caller in the X-Request-Id header.
 */
export function registerRequestLogging(app: FastifyInstance): void {
  app.decorateRequest('answeredErrors', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: loggedPath(request),
        route: request.routeOptions.config.operation?.path ?? request.routeOptions.url,
        operationId: request.routeOptions.config.operation?.operationId,
        statusCode: reply.statusCode,
        errors: request.answeredErrors ?? undefined,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });
}
