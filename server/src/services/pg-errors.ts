interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** True when the error (or a cause in its chain, as drizzle wraps driver errors) is a unique violation. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as PgErrorLike;
    if (e.code === '23505') {
      if (!constraint || e.constraint === undefined) return true;
      return e.constraint === constraint;
    }
    current = e.cause;
  }
  return false;
}

/** SQLSTATEs of a database that is gone, restarting, overloaded or too slow (timeouts), not of a wrong request. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
  '57P01', // admin_shutdown (also pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
  '53400', // configuration_limit_exceeded
]);

const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** node-postgres and pg-pool errors that carry no code. */
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Cannot use a pool after calling end|terminating connection|not currently accepting connections|database system is (starting up|shutting down)/i;

/**
 * True when the error (or a cause in its chain: drizzle wraps driver errors) means the database is unavailable or
 * did not answer in time. Such a request gets a 503 and may be retried; nothing is wrong with it.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as PgErrorLike & { message?: unknown };
    if (typeof e.code === 'string' && (UNAVAILABLE_SQLSTATES.has(e.code) || e.code.startsWith('08') || UNAVAILABLE_NODE_CODES.has(e.code))) {
      return true;
    }
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}
