import { redactDeep } from './redact-deep';

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  statusCode?: number;
  cause?: SerializedError;
}

/** No log line needs more of a message (or of a stack's frames) than this; longer ones are cut, then scrubbed. */
const MAX_LOGGED = 16_384;

/** Any text up to, not into, a stack's first frame (V8's `\n    at …`): what a pattern cuts "to the end" ends there. */
const UNTIL_FRAMES = String.raw`(?:(?!\n {4}at )[\s\S])*`;

/**
 * Database drivers and query builders put bound values into error messages (`... params: a,b,c`), quote a value
 * they refuse (`invalid input syntax for type uuid: "…"`) and repeat it in `detail` fields (`Key (email)=(x@y) already
 * exists`, a partition key's `(region) = (…)`, `Failing row contains (…)`). Those values can be personal data, so they
 * are cut; the names of constraints, types and tables before them stay. A value may hold quotes, parentheses and
 * newlines (an address), and the text around it is not escaped: each cut runs to the last closing parenthesis or quote
 * before the stack's frames (or to the frames, where there is none), so it may take words after the value, never a part
 * of it, and the frames stay. Scrubbing what was scrubbed changes nothing (the stack repeats the scrubbed message).
 */
export function scrub(text: string): string {
  return text
    .replace(new RegExp(String.raw`(\bparams:)${UNTIL_FRAMES}`), '$1 [REDACTED]')
    .replace(new RegExp(String.raw`(\) ?= ?|Failing row contains )\((?:${UNTIL_FRAMES}\)|${UNTIL_FRAMES})`, 'g'), '$1([REDACTED])')
    .replace(new RegExp(String.raw`(: )"(?:${UNTIL_FRAMES}"|${UNTIL_FRAMES})`, 'g'), '$1"[REDACTED]"');
}

/** At most MAX_LOGGED characters of `text`, scrubbed, with a mark where it was cut. */
function scrubbedAndCut(text: string): string {
  return text.length > MAX_LOGGED ? `${scrub(text.slice(0, MAX_LOGGED))} [cut]` : scrub(text);
}

/**
 * Drizzle wraps driver errors as `Failed query: <sql>\nparams: <values>`: the SQL text and the values say little
 * and may hold personal data, while the cause (the driver's error) says what went wrong. Log that instead.
 */
function messageOf(error: Error): string {
  const cause = error.cause;
  if (error.name === 'DrizzleQueryError' || error.message.startsWith('Failed query:')) {
    const reason = cause instanceof Error && cause.message ? cause.message : 'no driver error given';
    return scrubbedAndCut(`Database query failed: ${reason}`);
  }
  return scrubbedAndCut(error.message);
}

/** The stack without the message it starts with (the message is logged scrubbed on its own). */
function stackOf(error: Error, message: string): string | undefined {
  if (!error.stack) return undefined;
  const messageAt = error.message ? error.stack.indexOf(error.message) : -1;
  const frames = messageAt >= 0 ? error.stack.slice(messageAt + error.message.length) : error.stack;
  return scrub(`${error.name}: ${message}${frames.slice(0, MAX_LOGGED)}`);
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
