import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CompiledOperation } from '../contract/load-contract';
import { ApiError, type ApiErrorItem } from './api-error';
import { errorEnvelope, type Envelope } from './envelope';

/** Who produced a response: the operation's handler (and services), or the platform (auth, validation, parsing). */
export type ResponseOrigin = 'handler' | 'platform';

export interface EnvelopeSender {
  send(request: FastifyRequest, reply: FastifyReply, status: number, envelope: Envelope, origin: ResponseOrigin): FastifyReply;
  sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError, origin: ResponseOrigin): FastifyReply;
}

export function internalErrorItem(requestId: string, detail?: string): ApiErrorItem {
  return {
    code: 'InternalError',
    field: '',
    message: `The service failed to handle the request (request id ${requestId}). The error has been logged.${detail ? ` ${detail}` : ''}`,
  };
}

function contractMismatch(operation: CompiledOperation, status: number, origin: ResponseOrigin, envelope: Envelope): string | null {
  const validator = operation.validators.response(status);
  if (!validator.declared) {
    // Platform errors (401, 413, ...) an operation does not list are still the right answer to the client.
    return origin === 'handler' ? `status ${status} is not declared for ${operation.operationId}` : null;
  }
  if (validator.validate === null || validator.validate(envelope)) return null;
  const details = (validator.validate.errors ?? [])
    .slice(0, 10)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`)
    .join('; ');
  return `the ${status} body of ${operation.operationId} does not match the contract: ${details}`;
}

/**
 * Sends envelopes. With `validateResponses` (development and tests), every response of a contract route is
 * checked against the contract's schema for its status; a mismatch is logged and answered 500 InternalError,
 * so tests catch it instead of clients.
 */
export function createEnvelopeSender(options: { validateResponses: boolean }): EnvelopeSender {
  const sender: EnvelopeSender = {
    send(request, reply, status, envelope, origin) {
      if (envelope.errors) request.answeredErrors = envelope.errors.map((e) => `${e.code}:${e.field}`);
      const operation = request.routeOptions.config.operation;
      if (options.validateResponses && operation) {
        const mismatch = contractMismatch(operation, status, origin, envelope);
        if (mismatch) {
          request.log.error({ operationId: operation.operationId, status }, `Response rejected: ${mismatch}`);
          // Response validation runs in development and tests only, so the reason may be shown to the caller there.
          return reply.code(500).send(errorEnvelope([internalErrorItem(request.id, `Response rejected: ${mismatch}.`)]));
        }
      }
      return reply.code(status).send(envelope);
    },
    sendError(request, reply, error, origin) {
      return sender.send(request, reply, error.status, errorEnvelope(error.items), origin);
    },
  };
  return sender;
}
