import { fileURLToPath } from 'node:url';
import { parseApiKeys } from './auth/parse-api-keys';

/** Service settings, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** API key -> institution id; null in demo mode (API_KEYS unset). */
  apiKeys: Map<string, string> | null;
  logLevel: string;
  nodeEnv: string;
  staticDir: string;
  contractPath: string;
  validateResponses: boolean;
  corsOrigins: string[];
  connectSrc: string[];
}

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
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: nonEmpty(env.DATA_DIR) ?? '.data',
    databaseUrl,
    apiKeys: rawKeys === undefined || rawKeys.trim() === '' ? null : parseApiKeys(rawKeys),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    nodeEnv,
    staticDir: nonEmpty(env.STATIC_DIR) ?? 'dist',
    contractPath: nonEmpty(env.CONTRACT_PATH) ?? DEFAULT_CONTRACT_PATH,
    validateResponses: parseBoolean('VALIDATE_RESPONSES', env.VALIDATE_RESPONSES, nodeEnv !== 'production'),
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    connectSrc: parseConnectSrc(env.CONNECT_SRC),
  };
}
