import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import type { HandlerMap } from '../../src/http/handler-types';
import type { Services } from '../../src/services/index';
import { createLogger } from '../../src/logging/create-logger';
import { createLogCapture, type LogCapture } from './log-capture';

export interface TestApiKey {
  key: string;
  institutionId: string;
}

export interface RunningServer {
  baseUrl: string;
  /** The configured keys; the first is the default institution of a test. */
  apiKeys: TestApiKey[];
  app: FastifyInstance;
  /** Everything the service logged so far (JSON lines). */
  logs(): string;
  close(): Promise<void>;
}

/** Two institutions with one key each, new for every server. */
export function defaultTestApiKeys(): Map<string, string> {
  return new Map([
    [`test-key-a-${randomUUID()}`, randomUUID()],
    [`test-key-b-${randomUUID()}`, randomUUID()],
  ]);
}

export type ListenOptions = Omit<BuildAppOptions, 'apiKeys' | 'logStream' | 'logger' | 'services'> & {
  apiKeys?: ReadonlyMap<string, string>;
  services?: Services;
  /** Where the service's log lines are captured; pass one shared with the services' logger. */
  logCapture?: LogCapture;
};

/** A pino logger (level info, all redaction on) that writes into `capture`. */
export function createCapturedLogger(capture: LogCapture) {
  return createLogger({ level: 'info', stream: capture.stream });
}

/** Builds the app with captured logs and listens on 127.0.0.1, on a free port. */
export async function listenOnLoopback(options: ListenOptions, onClose: () => Promise<void> = async () => {}): Promise<RunningServer> {
  const { logCapture, ...appOptions } = options;
  const apiKeys = options.apiKeys ?? defaultTestApiKeys();
  const logs = logCapture ?? createLogCapture();
  const app = await buildApp({
    validateResponses: true,
    ...appOptions,
    services: options.services ?? ({} as Services),
    apiKeys,
    logger: createCapturedLogger(logs),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The test server has no TCP address.');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    apiKeys: [...apiKeys].map(([key, institutionId]) => ({ key, institutionId })),
    app,
    logs: logs.text,
    async close() {
      await app.close();
      await onClose();
    },
  };
}

/** A live service on a given contract with the given (fake) handlers and no database: for platform tests. */
export async function startPlatformServer(options: ListenOptions & { handlers: HandlerMap }): Promise<RunningServer> {
  return listenOnLoopback(options);
}
