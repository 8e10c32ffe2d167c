import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKeyVerifier } from '../auth/api-key-verifier';
import type { CompiledOperation, Contract } from '../contract/load-contract';
import type { Services } from '../services/index';
import { ApiError } from './api-error';
import { successEnvelope } from './envelope';
import type { EnvelopeSender } from './envelope-sender';
import type { HandlerMap } from './handler-types';
import { contractParams, toRouteTemplate } from './path-template';
import { guardRequest, type GuardResult } from './request-guard';
import { validateBody, validateHeaders, validateQuery } from './request-input';
import { createLargeBodyGate } from './large-body-gate';
import { ROUTE_BODY_LIMITS } from './route-body-limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves; absent on non-contract routes (static files, 404). */
    operation?: CompiledOperation;
  }
  interface FastifyRequest {
    contractGuard: GuardResult | null;
  }
}

export interface ContractRoutesOptions {
  contract: Contract;
  handlers: HandlerMap;
  services: Services;
  verifyApiKey: ApiKeyVerifier;
  sender: EnvelopeSender;
}

/** Fails startup, naming every operationId of the contract that has no handler. */
export function assertHandlersComplete(contract: Contract, handlers: HandlerMap): void {
  const missing = contract.operations.map((o) => o.operationId).filter((id) => typeof handlers[id] !== 'function');
  if (missing.length > 0) {
    throw new Error(
      `No handler for ${missing.length} operation(s) of ${contract.sourcePath}: ${missing.join(', ')}. ` +
        'Add them to the HandlerMap (keyed by operationId).',
    );
  }
}

/**
 * Registers one Fastify route per contract operation. Order per request: API key (401) -> path parameters (400)
 * -> institution of the key (403) [onRequest, before the body is read] -> JSON parsing -> query -> body -> handler
 * -> envelope `{data, errorMessageCodes: null, errors: null}`.
 */
export function registerContractRoutes(app: FastifyInstance, options: ContractRoutesOptions): void {
  const { contract, handlers, services, verifyApiKey, sender } = options;
  assertHandlersComplete(contract, handlers);
  app.decorateRequest('contractGuard', null);
  const largeBodies = createLargeBodyGate();

  for (const operation of contract.operations) {
    const template = toRouteTemplate(operation.path);
    const handler = handlers[operation.operationId];

    app.route({
      method: operation.method.toUpperCase() as 'GET',
      url: template.url,
      // Unset: the app's limit.
      bodyLimit: ROUTE_BODY_LIMITS[operation.operationId],
      // A large body is read only while few others are (after the key and rate limit, before the body).
      ...(ROUTE_BODY_LIMITS[operation.operationId] !== undefined ? { preParsing: largeBodies.enter } : {}),
      config: { operation },
      onRequest: async (request: FastifyRequest) => {
        const rawParams = contractParams(template.names, request.params as Record<string, string | undefined>);
        request.contractGuard = guardRequest(operation, request.headers, rawParams, verifyApiKey);
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const guard = request.contractGuard as GuardResult;
        validateHeaders(operation, request.headers);
        const query = validateQuery(operation, request.query);
        const body = validateBody(operation, request.body);
        let result;
        try {
          result = await handler({
            params: guard.params,
            query,
            body,
            keyInstitutionId: guard.keyInstitutionId,
            remoteAddress: request.socket.remoteAddress ?? '',
            hostHeader: request.headers.host ?? '',
            headers: request.headers,
            log: request.log,
            services,
          });
        } catch (error) {
          if (error instanceof ApiError) return sender.sendError(request, reply, error, 'handler');
          throw error;
        }
        const status = result.status ?? 200;
        if (!Number.isInteger(status) || status < 200 || status > 299) {
          throw new Error(`Handler ${operation.operationId} returned status ${status}; handlers return 2xx and throw ApiError for errors.`);
        }
        return sender.send(request, reply, status, successEnvelope(result.data), 'handler');
      },
    });
  }
}
