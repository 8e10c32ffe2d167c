import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DemoProfileDto } from '../../../src/api/generated/types.gen';
import { isValidUuid } from '../contract/create-ajv';

/** The demo institution and its key, used when API_KEYS is not set: exactly what GetDemoProfile answers. */
export type DemoCredentials = DemoProfileDto;

export const DEMO_CREDENTIALS_FILE = 'demo-credentials.json';
const DEMO_INSTITUTION_NAME = 'Demo Institution';

function parse(text: string, file: string): DemoCredentials {
  let value: Partial<DemoCredentials>;
  try {
    value = JSON.parse(text) as Partial<DemoCredentials>;
  } catch {
    throw new Error(`${file} is not valid JSON; delete it to create new demo credentials.`);
  }
  if (typeof value.institutionId !== 'string' || !isValidUuid(value.institutionId) || typeof value.apiKey !== 'string' || value.apiKey.length < 16) {
    throw new Error(`${file} must hold {"institutionId": "<uuid>", "apiKey": "<key>"}; delete it to create new demo credentials.`);
  }
  return {
    institutionId: value.institutionId,
    institutionName: typeof value.institutionName === 'string' && value.institutionName ? value.institutionName : DEMO_INSTITUTION_NAME,
    apiKey: value.apiKey,
  };
}

/**
 * Reads DATA_DIR/demo-credentials.json, or creates it once (mode 0600) with a new institution id and a random key,
 * so restarts keep the same demo institution and key.
 */
export function loadOrCreateDemoCredentials(dataDir: string): DemoCredentials {
  const file = join(dataDir, DEMO_CREDENTIALS_FILE);
  try {
    return parse(readFileSync(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const credentials: DemoCredentials = {
    institutionId: randomUUID(),
    institutionName: DEMO_INSTITUTION_NAME,
    apiKey: `demo_${randomBytes(24).toString('base64url')}`,
  };
  try {
    writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return parse(readFileSync(file, 'utf8'), file);
    throw error;
  }
  return credentials;
}
