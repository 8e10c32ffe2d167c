import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../services/pg-errors';
import { ApiError } from './api-error';
import { errorEnvelope } from './envelope';
import { internalErrorItem, type EnvelopeSender } from './envelope-sender';

/**
 * Maps errors Fastify raises while reading a request (before any handler) to client errors. Everything a
 * client can send ends as a 4xx envelope, never a 500.
 */
export function clientErrorFromFastify(error: FastifyError, bodyLimit: number): ApiError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, {
        code: 'InvalidInput',
        field: 'body',
        message: 'Unsupported content type; send the body as application/json, application/json-patch+json, text/json or application/*+json.',
      });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, { code: 'InvalidInput', field: 'body', message: `The request body exceeds ${bodyLimit} bytes.` });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return ApiError.missing('body', 'A JSON request body is required.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return ApiError.invalid('body', 'The request body is not valid JSON.');
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_INVALID_URL':
      return ApiError.invalid('path', 'The request path is malformed.');
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (error instanceof SyntaxError && status === 400) return ApiError.invalid('body', 'The request body is not valid JSON.');
  if (status >= 400 && status < 500) {
    return new ApiError(status, { code: 'InvalidInput', field: 'request', message: error.message });
  }
  return null;
}

export interface ErrorHandlingOptions {
  sender: EnvelopeSender;
  bodyLimit: number;
}

/** Error handler for every route: ApiError -> its envelope; Fastify client errors -> 4xx envelope; anything else -> 500. */
export function installErrorHandler(app: FastifyInstance, options: ErrorHandlingOptions): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) return options.sender.sendError(request, reply, error, 'platform');
    // The route's own limit where it has one (the partner operations carry files).
    const clientError = clientErrorFromFastify(error, request.routeOptions.bodyLimit ?? options.bodyLimit);
    if (clientError) return options.sender.sendError(request, reply, clientError, 'platform');
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, operationId: request.routeOptions.config.operation?.operationId }, 'Database unavailable: answered 503');
      reply.header('Retry-After', '5');
      return options.sender.sendError(request, reply, ApiError.unavailable(request.id), 'platform');
    }
    request.log.error({ err: error, operationId: request.routeOptions.config.operation?.operationId }, 'Unhandled error');
    return reply.code(500).send(errorEnvelope([internalErrorItem(request.id)]));
  });
}

/** For `frameworkErrors`: errors raised before routing (malformed URL), which no route error handler sees. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const clientError = clientErrorFromFastify(error, 0) ?? ApiError.invalid('request', 'The request could not be routed.');
  reply.header('X-Request-Id', request.id);
  void reply.code(clientError.status).send(errorEnvelope(clientError.items));
}
