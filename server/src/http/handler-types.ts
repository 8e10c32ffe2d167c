import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services/index';

/** What a contract operation's handler receives: validated input plus the caller's institution (from the API key). */
export interface HandlerContext {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** Institution the API key belongs to; null only for operations without security. */
  keyInstitutionId: string | null;
  /** The peer's address on the socket (not a forwarded header, which a client could forge). */
  remoteAddress: string;
  /** The Host header as the client sent it ('' when absent). */
  hostHeader: string;
  /** The request's headers (names in lower case), for header parameters such as Idempotency-Key. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  log: FastifyBaseLogger;
  services: Services;
}

/** Handler result: the envelope's `data` and an optional 2xx status (default 200). Errors are thrown as ApiError. */
export interface HandlerResult {
  status?: number;
  data: unknown;
}

export type Handler = (ctx: HandlerContext) => Promise<HandlerResult>;

/** One handler per operationId of openapi/openapi.yaml. */
export type HandlerMap = Record<string, Handler>;
