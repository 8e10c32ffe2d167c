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

/** How V8 starts each line of a stack that is a frame (`    at f (file.js:1:2)`). */
const FRAME_START = '    at ';

/** Any text up to, not into, a stack's first frame: what a pattern cuts "to the end" ends there. */
const UNTIL_FRAMES = String.raw`(?:(?!\n${FRAME_START})[\s\S])*`;

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
  const text = textOf(error.message);
  if (error.name === 'DrizzleQueryError' || text.startsWith('Failed query:')) {
    const reason = (cause instanceof Error && textOf(cause.message)) || 'no driver error given';
    return scrubbedAndCut(`Database query failed: ${reason}`);
  }
  return scrubbedAndCut(text);
}

/** A message or stack as thrown: a string, whatever the code that threw put there. */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** A whole line of a stack as V8 writes a frame (`    at f (file.js:1:2)`, `    at file.js:1:2`, `    at f (native)`). */
const FRAME = new RegExp(String.raw`^${FRAME_START}.*(?::\d+:\d+\)?|\(native\)|<anonymous>\)?)$`);

/**
 * The stack with its header replaced by the scrubbed message. The header is cut off only where the stack starts with
 * the message as it is now, followed by frames; a message changed after the stack was taken leaves the old one in the
 * stack, of which only the lines that are frames are kept (an old value may hold a line that looks like one, so they are
 * scrubbed too).
 */
function stackOf(error: Error, message: string): string | undefined {
  const stack = textOf(error.stack);
  if (!stack) return undefined;
  const raw = textOf(error.message);
  const header = raw ? `${error.name}: ${raw}` : String(error.name);
  const frames =
    stack === header || stack.startsWith(`${header}\n${FRAME_START}`)
      ? stack.slice(header.length)
      : stack
          .split('\n')
          .filter((line) => FRAME.test(line))
          .map((line) => `\n${line}`)
          .join('');
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
