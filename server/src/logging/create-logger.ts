import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { redactDeep } from './redact-deep';
import { SENSITIVE_HEADERS, SENSITIVE_LOG_KEYS } from './sensitive-keys';
import { serializeError } from './serialize-error';

export interface LoggerSettings {
  /** pino level: fatal, error, warn, info, debug, trace, silent. */
  level: string;
  /** Where lines go (default stdout). Tests pass a stream to capture them. */
  stream?: DestinationStream;
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** pino redact paths: credential headers wherever a request is logged, and sensitive keys up to three levels deep. */
function redactPaths(): string[] {
  const headerPaths = SENSITIVE_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `headers["${h}"]`, `request.headers["${h}"]`]);
  const keyPaths = SENSITIVE_LOG_KEYS.flatMap((k) => [`${k}`, `*.${k}`, `*.*.${k}`]);
  return [...headerPaths, ...keyPaths];
}

/**
 * The service's pino logger. Personal fields and credentials are removed twice over: pino `redact` for the
 * known paths, and a deep key-name redaction of every logged object (any depth). Errors are serialized without
 * the bound values drivers put in messages. Request bodies are never logged.
 */
export function createLogger(settings: LoggerSettings): Logger {
  const level = settings.level.toLowerCase();
  if (!LEVELS.includes(level)) {
    throw new Error(`LOG_LEVEL "${settings.level}" is not one of ${LEVELS.join(', ')}.`);
  }
  const options: LoggerOptions = {
    level,
    redact: { paths: redactPaths(), censor: '[REDACTED]' },
    formatters: {
      log: (object) => redactDeep(object) as Record<string, unknown>,
      bindings: (bindings) => redactDeep(bindings) as Record<string, unknown>,
    },
    serializers: {
      err: serializeError,
      error: serializeError,
      // Request bodies are never logged raw, even when someone passes one.
      body: () => '[body not logged]',
    },
  };
  return settings.stream ? pino(options, settings.stream) : pino(options);
}
