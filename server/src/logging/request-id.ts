import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Reuses a caller's X-Request-Id when it is a short safe token (for tracing across services); otherwise a new UUID.
 * A request id holding the request's own API key (a client that filled the wrong header) is not taken: the id is
 * logged and echoed, the key never is.
 */
export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const apiKey = request.headers['x-api-key'];
  const holdsKey = typeof apiKey === 'string' && apiKey.length > 0 && typeof incoming === 'string' && incoming.includes(apiKey);
  if (typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) && !holdsKey) return incoming;
  return randomUUID();
}
