import type { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { createApiKeyVerifier } from './auth/api-key-verifier';
import type { DemoCredentials } from './auth/demo-credentials';
import { DEFAULT_HTTP_TIMEOUTS, type RateLimitSettings } from './config';
import { loadContract, type Contract } from './contract/load-contract';
import { registerJsonContentTypes } from './http/content-types';
import { registerContractRoutes } from './http/contract-routes';
import { registerCors } from './http/cors';
import { createDemoProfileHandler, DEMO_PROFILE_OPERATION, demoProfileRefusal } from './http/demo-profile';
import { createEnvelopeSender } from './http/envelope-sender';
import { frameworkErrorHandler, installErrorHandler } from './http/error-handling';
import type { HandlerMap } from './http/handler-types';
import { installNotFoundHandler } from './http/not-found';
import { registerRateLimit } from './http/rate-limit';
import { registerRequestLogging } from './http/request-logging';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticDashboard } from './http/static-spa';
import { createLogger } from './logging/create-logger';
import { generateRequestId } from './logging/request-id';
import type { Services } from './services/index';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  /** The OpenAPI 3.1 contract file, or an already loaded contract. */
  contractPath?: string;
  contract?: Contract;
  /** One handler per operationId; GetDemoProfile is provided by the platform. */
  handlers: HandlerMap;
  services: Services;
  /** API key -> institution id. */
  apiKeys: ReadonlyMap<string, string>;
  /** A ready pino logger (main.ts shares one with the services), or settings for a new one. */
  logger?: Logger;
  logLevel?: string;
  /** Tests capture log lines here. */
  logStream?: Writable;
  /** Check every response against the contract (default: true unless NODE_ENV=production). */
  validateResponses?: boolean;
  /** Built dashboard folder; served with SPA fallback when it holds an index.html. */
  staticDir?: string;
  /** Set in demo mode only: answered by GetDemoProfile. */
  demoProfile?: DemoCredentials;
  /** The configured HOST the service listens on: GetDemoProfile also accepts it as the Host header's name. */
  host?: string;
  /** Origins allowed to call the API from a browser (CORS_ORIGINS). */
  corsOrigins?: readonly string[];
  /** Extra CSP connect-src sources (CONNECT_SRC). */
  connectSrc?: readonly string[];
  bodyLimit?: number;
  /** The whole request (headers and body) must arrive within this time (default DEFAULT_HTTP_TIMEOUTS). */
  requestTimeoutMs?: number;
  /** A socket idle this long is closed (default DEFAULT_HTTP_TIMEOUTS). */
  connectionTimeoutMs?: number;
  /** Requests per API key and window (RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MS); unset: no limit. */
  rateLimit?: RateLimitSettings | null;
}

function resolveContract(options: BuildAppOptions): Contract {
  if (options.contract) return options.contract;
  if (!options.contractPath) throw new Error('buildApp needs contractPath or contract.');
  return loadContract(options.contractPath);
}

/** The reference service: contract routes, auth, validation, envelopes, logging, security headers, dashboard. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const contract = resolveContract(options);
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const validateResponses = options.validateResponses ?? process.env.NODE_ENV !== 'production';
  const logger =
    options.logger ?? createLogger({ level: options.logLevel ?? process.env.LOG_LEVEL ?? 'info', stream: options.logStream });

  const app = Fastify({
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: generateRequestId,
    bodyLimit,
    // A client that trickles its request, or holds a connection open doing nothing, cannot keep a socket forever.
    requestTimeout: options.requestTimeoutMs ?? DEFAULT_HTTP_TIMEOUTS.requestTimeoutMs,
    connectionTimeout: options.connectionTimeoutMs ?? DEFAULT_HTTP_TIMEOUTS.connectionTimeoutMs,
    // Long path parameters (file names up to 201 characters, unit names) reach validation and get a 400 naming
    // the parameter, instead of silently not matching the route.
    routerOptions: { maxParamLength: 1000 },
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler,
  }) as unknown as FastifyInstance;

  const sender = createEnvelopeSender({ validateResponses });
  registerRequestLogging(app);
  registerCors(app, options.corsOrigins ?? []);
  await registerSecurityHeaders(app, options.connectSrc ?? []);
  registerJsonContentTypes(app);
  installErrorHandler(app, { sender, bodyLimit });
  // Before the routes: the limiter hooks itself into each route as it is added.
  if (options.rateLimit) await registerRateLimit(app, options.rateLimit);

  const handlers: HandlerMap = { ...options.handlers };
  if (contract.operationById.has(DEMO_PROFILE_OPERATION)) {
    handlers[DEMO_PROFILE_OPERATION] = createDemoProfileHandler(options.demoProfile, { host: options.host });
  }
  const unknown = Object.keys(handlers).filter((id) => !contract.operationById.has(id));
  if (unknown.length > 0) {
    app.log.warn({ operationIds: unknown }, 'Handlers for operations the contract does not define are ignored');
  }
  registerContractRoutes(app, {
    contract,
    handlers,
    services: options.services,
    verifyApiKey: createApiKeyVerifier(options.apiKeys),
    sender,
  });

  const demoOperation = contract.operationById.get(DEMO_PROFILE_OPERATION);
  const demoRefusal = demoProfileRefusal(options.demoProfile, { host: options.host });
  const spaFallback = await registerStaticDashboard(app, options.staticDir, {
    demoProfile: demoOperation && options.demoProfile ? { path: demoOperation.path, answers: (caller) => demoRefusal(caller) === null } : undefined,
  });
  installNotFoundHandler(app, { spaFallback });
  return app;
}
