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
 * Database drivers and query builders put bound values into error messages (`... params: a,b,c`), quote a value
 * they refuse (`invalid input syntax for type uuid: "…"`) and repeat it in `detail` fields (`Key (email)=(x@y) already
 * exists`, `Failing row contains (…)`). Those values can be personal data, so they are cut; the names of constraints,
 * types and tables stay. The params list can span lines (a value with a newline), so everything from `params:` to the
 * end goes. A value may hold a parenthesis and a newline: a key's value runs to the last parenthesis before the words
 * PostgreSQL puts after it (else to its line's last one), a failing row to the parenthesis that ends the message (the
 * last before the stack's first frame, or the text's end).
 */
export function scrub(text: string): string {
  return text
    .replace(/(\bparams:)[\s\S]*$/, '$1 [REDACTED]')
    .replace(/\)=\([\s\S]*\)(?= (?:already exists|is not present|is still referenced|conflicts with))|\)=\(.*\)/g, ')=([REDACTED])')
    .replace(/(Failing row contains )\([\s\S]*?\)\.?(?=\n\s+at |$)/g, '$1([REDACTED]).')
    .replace(/: "(?:[^"\\]|\\.)*"/g, ': "[REDACTED]"');
}

/**
 * Drizzle wraps driver errors as `Failed query: <sql>\nparams: <values>`: the SQL text and the values say little
 * and may hold personal data, while the cause (the driver's error) says what went wrong. Log that instead.
 */
function messageOf(error: Error): string {
  const cause = error.cause;
  if (error.name === 'DrizzleQueryError' || error.message.startsWith('Failed query:')) {
    const reason = cause instanceof Error && cause.message ? cause.message : 'no driver error given';
    return scrub(`Database query failed: ${reason}`);
  }
  return scrub(error.message);
}

/** The stack without the message it starts with (the message is logged scrubbed on its own). */
function stackOf(error: Error, message: string): string | undefined {
  if (!error.stack) return undefined;
  const messageAt = error.message ? error.stack.indexOf(error.message) : -1;
  const frames = messageAt >= 0 ? error.stack.slice(messageAt + error.message.length) : error.stack;
  return scrub(`${error.name}: ${message}${frames}`);
}

/** Error serializer for pino: type, message, stack, code and causes; never the raw bound values. */
export function serializeError(error: unknown, depth = 0): SerializedError | unknown {
  if (!(error instanceof Error)) return redactDeep(error);
  const withCode = error as Error & { code?: unknown; statusCode?: unknown };
  const message = messageOf(error);
  const serialized: SerializedError = {
    type: error.constructor?.name ?? 'Error',
    message,
    stack: stackOf(error, message),
  };
  if (typeof withCode.code === 'string') serialized.code = withCode.code;
  if (typeof withCode.statusCode === 'number') serialized.statusCode = withCode.statusCode;
  if (error.cause !== undefined && depth < 5) {
    serialized.cause = serializeError(error.cause, depth + 1) as SerializedError;
  }
  return serialized;
}
