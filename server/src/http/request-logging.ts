import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** `code:field` of the error items answered, for the request's log line (never values). */
    answeredErrors: string[] | null;
  }
}

/**
 * One log line per request, written when the response is done: request id (pino's `reqId`), method, the path
 * without its query string (queries can carry search terms such as e-mail addresses), the contract path,
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
        path: request.url.split('?')[0],
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
