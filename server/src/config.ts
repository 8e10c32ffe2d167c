import { fileURLToPath } from 'node:url';
import { parseApiKeys } from './auth/parse-api-keys';

/** Service settings, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** API key -> institution id; null in demo mode. */
  apiKeys: Map<string, string> | null;
  /**
   * Demo mode: a demo institution and key, demo data, the demo profile endpoint. Only when asked (DEMO=1), or by
   * default on the embedded database with no API_KEYS outside production.
   */
  demoMode: boolean;
  database: DatabaseSettings;
  http: HttpTimeouts;
  /** Requests per API key and window, per instance; null when switched off (RATE_LIMIT_MAX=0). */
  rateLimit: RateLimitSettings | null;
  logLevel: string;
  nodeEnv: string;
  staticDir: string;
  contractPath: string;
  validateResponses: boolean;
  corsOrigins: string[];
  connectSrc: string[];
}

/** PostgreSQL limits (node-postgres pool and session settings); PGlite ignores them. */
export interface DatabaseSettings {
  /** PG_POOL_MAX: connections in the pool. */
  poolMax: number;
  /** PG_CONNECT_TIMEOUT_MS: how long to wait for a connection (new or from the busy pool) before answering 503. */
  connectTimeoutMs: number;
  /** PG_STATEMENT_TIMEOUT_MS: the server cancels a statement running longer (statement_timeout). */
  statementTimeoutMs: number;
  /** PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: the server ends a session idle inside a transaction this long. */
  idleInTransactionTimeoutMs: number;
}

/** Fastify/Node HTTP server limits. */
export interface HttpTimeouts {
  /** HTTP_REQUEST_TIMEOUT_MS: the whole request (headers and body) must arrive within this time. */
  requestTimeoutMs: number;
  /** HTTP_CONNECTION_TIMEOUT_MS: a socket with no activity for this long is closed. */
  connectionTimeoutMs: number;
}

/** How many requests one API key may make per window (per instance). */
export interface RateLimitSettings {
  /** RATE_LIMIT_MAX: requests per key and window. */
  max: number;
  /** RATE_LIMIT_WINDOW_MS: the window's length. */
  windowMs: number;
}

/**
 * 1200 requests per 10 s (120/s on average) per key: far above what the dashboard's busiest screens and the test
 * suites send with one key, far below what a runaway client or a load tool sends. `npm run bench` switches it off.
 */
export const DEFAULT_RATE_LIMIT: RateLimitSettings = { max: 1200, windowMs: 10_000 };

export const DEFAULT_DATABASE_SETTINGS: DatabaseSettings = {
  poolMax: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  idleInTransactionTimeoutMs: 30_000,
};

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = { requestTimeoutMs: 30_000, connectionTimeoutMs: 60_000 };

export const DEFAULT_CONTRACT_PATH = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT "${raw}" is not a port number (0-65535).`);
  }
  return port;
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw.trim() === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw.trim())) return true;
  if (/^(0|false|no|off)$/i.test(raw.trim())) return false;
  throw new Error(`${name} "${raw}" must be true or false.`);
}

/** CORS_ORIGINS: comma- or space-separated origins such as https://backoffice.example.com. */
function parseOrigins(raw: string | undefined): string[] {
  const list = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of list) {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new Error(`CORS_ORIGINS entry "${origin}" is not a URL origin such as https://backoffice.example.com.`);
    }
    if (parsed.origin !== origin) {
      throw new Error(`CORS_ORIGINS entry "${origin}" must be an origin only (scheme, host, port), e.g. "${parsed.origin}".`);
    }
  }
  return list;
}

/** CONNECT_SRC: space-separated CSP sources (origins or scheme/host expressions) added to connect-src. */
function parseConnectSrc(raw: string | undefined): string[] {
  const list = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  for (const source of list) {
    if (/[;'"]/.test(source)) {
      throw new Error(`CONNECT_SRC entry "${source}" is not a CSP source; use origins such as https://api.example.com.`);
    }
  }
  return list;
}

function parseMs(name: string, raw: string | undefined, fallback: number, min = 1): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} "${raw}" must be a whole number of at least ${min}.`);
  return n;
}

function nonEmpty(raw: string | undefined): string | undefined {
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

/** Reads the configuration; throws one clear message per wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = nonEmpty(env.NODE_ENV) ?? 'development';
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql:// (or be unset for the embedded database).');
  }
  const rawKeys = env.API_KEYS;
  const apiKeys = rawKeys === undefined || rawKeys.trim() === '' ? null : parseApiKeys(rawKeys);
  const demoMode = decideDemoMode(env.DEMO, { apiKeys, databaseUrl, nodeEnv });
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: nonEmpty(env.DATA_DIR) ?? '.data',
    databaseUrl,
    apiKeys,
    demoMode,
    database: {
      poolMax: parseMs('PG_POOL_MAX', env.PG_POOL_MAX, DEFAULT_DATABASE_SETTINGS.poolMax),
      connectTimeoutMs: parseMs('PG_CONNECT_TIMEOUT_MS', env.PG_CONNECT_TIMEOUT_MS, DEFAULT_DATABASE_SETTINGS.connectTimeoutMs),
      statementTimeoutMs: parseMs('PG_STATEMENT_TIMEOUT_MS', env.PG_STATEMENT_TIMEOUT_MS, DEFAULT_DATABASE_SETTINGS.statementTimeoutMs),
      idleInTransactionTimeoutMs: parseMs(
        'PG_IDLE_IN_TRANSACTION_TIMEOUT_MS',
        env.PG_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        DEFAULT_DATABASE_SETTINGS.idleInTransactionTimeoutMs,
      ),
    },
    http: {
      requestTimeoutMs: parseMs('HTTP_REQUEST_TIMEOUT_MS', env.HTTP_REQUEST_TIMEOUT_MS, DEFAULT_HTTP_TIMEOUTS.requestTimeoutMs),
      connectionTimeoutMs: parseMs('HTTP_CONNECTION_TIMEOUT_MS', env.HTTP_CONNECTION_TIMEOUT_MS, DEFAULT_HTTP_TIMEOUTS.connectionTimeoutMs),
    },
    rateLimit: parseRateLimit(env),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    nodeEnv,
    staticDir: nonEmpty(env.STATIC_DIR) ?? 'dist',
    contractPath: nonEmpty(env.CONTRACT_PATH) ?? DEFAULT_CONTRACT_PATH,
    validateResponses: parseBoolean('VALIDATE_RESPONSES', env.VALIDATE_RESPONSES, nodeEnv !== 'production'),
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    connectSrc: parseConnectSrc(env.CONNECT_SRC),
  };
}

/** RATE_LIMIT_MAX (0 switches the limit off) and RATE_LIMIT_WINDOW_MS. */
function parseRateLimit(env: NodeJS.ProcessEnv): RateLimitSettings | null {
  const max = parseMs('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, DEFAULT_RATE_LIMIT.max, 0);
  const windowMs = parseMs('RATE_LIMIT_WINDOW_MS', env.RATE_LIMIT_WINDOW_MS, DEFAULT_RATE_LIMIT.windowMs, 1000);
  return max === 0 ? null : { max, windowMs };
}

/**
 * Demo mode hands out a key to anyone on the machine and seeds invented people: right for `npm start` on a laptop,
 * wrong for a deployment that merely forgot API_KEYS. So without keys, a service on PostgreSQL or in production
 * refuses to start unless DEMO=1 says the demo is meant.
 */
function decideDemoMode(
  rawDemo: string | undefined,
  { apiKeys, databaseUrl, nodeEnv }: { apiKeys: Map<string, string> | null; databaseUrl: string | undefined; nodeEnv: string },
): boolean {
  const asked = rawDemo === undefined || rawDemo.trim() === '' ? undefined : parseBoolean('DEMO', rawDemo, false);
  if (asked === true) {
    if (apiKeys) throw new Error('DEMO=1 and API_KEYS exclude each other: the demo runs with its own institution and key. Unset one of them.');
    return true;
  }
  if (apiKeys) return false;
  if (asked === false) throw new Error('API_KEYS is not set and DEMO=0: set API_KEYS=key:institutionId[,…] so clients can call the service.');
  const reasons = [databaseUrl ? 'DATABASE_URL is set' : null, nodeEnv === 'production' ? 'NODE_ENV=production' : null].filter(Boolean);
  if (reasons.length > 0) {
    throw new Error(
      `API_KEYS is not set and ${reasons.join(' and ')}: refusing to start in demo mode on a real deployment. ` +
        'Set API_KEYS=key:institutionId[,…], or DEMO=1 to run the demo institution on purpose.',
    );
  }
  return true;
}
