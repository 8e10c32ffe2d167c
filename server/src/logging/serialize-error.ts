import { redactDeep } from './redact-deep';

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  statusCode?: number;
  cause?: SerializedError;
}

/** Longer messages are cut first: no log line needs more, and every pattern below then has a bounded text to scan. */
const MAX_SCRUBBED = 16_384;

/** The end of a key's or a row's value: its parenthesis before PostgreSQL's next words, a full stop, a line's end. */
const VALUE_END = String.raw`\)(?= already exists| is not present| is still referenced| conflicts with|\.?[ \t]*(?:\n|$))`;

/**
 * Database drivers and query builders put bound values into error messages (`... params: a,b,c`), quote a value
 * they refuse (`invalid input syntax for type uuid: "…"`) and repeat it in `detail` fields (`Key (email)=(x@y) already
 * exists`, `Failing row contains (…)`). Those values can be personal data, so they are cut; the names of constraints,
 * types and tables stay. The params list can span lines (a value with a newline), so everything from `params:` to the
 * end goes. A key's value or a failing row may hold parentheses and newlines: it runs to the first parenthesis that
 * ends it (see VALUE_END), so a stack's frames after it and a second key after it stay; one that never ends (within
 * 4,000 characters) is cut to the end of the text.
 */
export function scrub(text: string): string {
  const bounded = text.length > MAX_SCRUBBED ? `${text.slice(0, MAX_SCRUBBED)} [cut]` : text;
  return bounded
    .replace(/(\bparams:)[\s\S]*$/, '$1 [REDACTED]')
    .replace(new RegExp(String.raw`(\)=|Failing row contains )\((?:[\s\S]{0,4000}?${VALUE_END}|[\s\S]*$)`, 'g'), '$1([REDACTED])')
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
