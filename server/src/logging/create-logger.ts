import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { redactDeep } from './redact-deep';
import { serializeError } from './serialize-error';

export interface LoggerSettings {
  /** pino level: fatal, error, warn, info, debug, trace, silent. */
  level: string;
  /** Where lines go (default stdout). Tests pass a stream to capture them. */
  stream?: DestinationStream;
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The service's pino logger. Personal fields and credentials (SENSITIVE_LOG_KEYS, SENSITIVE_HEADERS) are removed
 * by a deep key-name redaction of every logged object and binding, at any depth. pino's own path-based `redact`
 * is not used: it covered a subset of the same keys (three levels deep) and re-parsed its ~140 paths on every
 * line, which was the largest cost of a simple read under load. Errors are serialized without the bound values
 * drivers put in messages. Request bodies are never logged.
 */
export function createLogger(settings: LoggerSettings): Logger {
  const level = settings.level.toLowerCase();
  if (!LEVELS.includes(level)) {
    throw new Error(`LOG_LEVEL "${settings.level}" is not one of ${LEVELS.join(', ')}.`);
  }
  const options: LoggerOptions = {
    level,
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
