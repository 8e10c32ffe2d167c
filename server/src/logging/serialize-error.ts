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

/** Where a bound value starts (after `params:`, a key's `)=(`, a partition key's `) = (`, a failing row, a quote). */
const VALUE_START = /(\bparams:|\) ?= ?\(|Failing row contains \(|: ")[\s\S]*$/;

/**
 * Database drivers and query builders put bound values into error messages (`... params: a,b,c`), quote a value
 * they refuse (`invalid input syntax for type uuid: "…"`) and repeat it in `detail` fields (`Key (email)=(x@y) already
 * exists`, a partition key's `(region) = (…)`, `Failing row contains (…)`). Those values can be personal data, so they
 * are cut; the names of constraints, types and tables before them stay. A value may hold quotes, parentheses and
 * newlines (an address), and the text around it is not escaped: each cut runs to the last closing parenthesis or quote
 * of the text (of a stack: before its frames, or to the frames where there is none), so it may take words after the
 * value, never a part of it.
 */
export function scrub(text: string, { frames = false } = {}): string {
  const rest = frames ? UNTIL_FRAMES : String.raw`[\s\S]*`;
  return text
    .replace(new RegExp(String.raw`(\bparams:)${rest}`), '$1 [REDACTED]')
    .replace(new RegExp(String.raw`(\) ?= ?|Failing row contains )\((?:${rest}\)|${rest})`, 'g'), '$1([REDACTED])')
    .replace(new RegExp(String.raw`(: )"(?:${rest}"|${rest})`, 'g'), '$1"[REDACTED]"');
}

/**
 * At most MAX_LOGGED characters of a message, scrubbed, with a mark where it was cut. A cut may end inside a value, whose
 * kept part can hold the parenthesis or quote a cut would end at: everything from the first value on goes.
 */
function scrubbedAndCut(text: string): string {
  if (text.length <= MAX_LOGGED) return scrub(text);
  return `${scrub(text.slice(0, MAX_LOGGED).replace(VALUE_START, '$1[REDACTED]'))} [cut]`;
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
  // The message is scrubbed already; the frames are scrubbed on their own (they hold the raw message where the stack
  // did not start with it).
  return `${error.name}: ${message}${scrub(frames.slice(0, MAX_LOGGED), { frames: true })}`;
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
