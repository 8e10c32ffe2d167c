import { redactDeep } from './redact-deep';

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  statusCode?: number;
  cause?: SerializedError;
}

/**
 * Database drivers and query builders put bound values into error messages (`... params: a,b,c`)
 * and `detail` fields (`Key (email)=(x@y) already exists`). Those values can be personal data, so they are cut.
 */
function scrub(text: string): string {
  return text
    .replace(/(\bparams:)[^\n]*/g, '$1 [REDACTED]')
    .replace(/\)=\([^)]*\)/g, ')=([REDACTED])');
}

/** Error serializer for pino: type, message, stack, code and causes; never the raw bound values. */
export function serializeError(error: unknown, depth = 0): SerializedError | unknown {
  if (!(error instanceof Error)) return redactDeep(error);
  const withCode = error as Error & { code?: unknown; statusCode?: unknown };
  const serialized: SerializedError = {
    type: error.constructor?.name ?? 'Error',
    message: scrub(error.message),
    stack: error.stack ? scrub(error.stack) : undefined,
  };
  if (typeof withCode.code === 'string') serialized.code = withCode.code;
  if (typeof withCode.statusCode === 'number') serialized.statusCode = withCode.statusCode;
  if (error.cause !== undefined && depth < 5) {
    serialized.cause = serializeError(error.cause, depth + 1) as SerializedError;
  }
  return serialized;
}
