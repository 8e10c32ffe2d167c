import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS_FILE } from '../../src/auth/demo-credentials';
import { freePort } from '../helpers/free-port';
import { startService, type ServiceProcess } from '../helpers/service-process';

/**
 * Demo mode as `npm start` runs it (the embedded database, no API_KEYS): the start names where the demo key is, and
 * never writes the key itself, since that output is the service's log wherever it runs as a service (DEMO=1).
 */
describe.skipIf(process.env.TEST_DATABASE_URL)('the service started in demo mode', () => {
  let dir = '';
  let service: ServiceProcess | undefined;
  afterAll(async () => {
    await service?.kill();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('names the file that holds the demo key, and never prints or logs the key', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'demo-start-'));
    service = await startService(await freePort(), { DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-dashboard') });
    const file = path.join(dir, DEMO_CREDENTIALS_FILE);
    const { apiKey, institutionId } = JSON.parse(readFileSync(file, 'utf8')) as { apiKey: string; institutionId: string };
    // The demo key works: the output is about a real key.
    const projects = await fetch(`${service.origin}/api/Project/${institutionId}`, { headers: { 'X-API-KEY': apiKey } });
    expect(projects.status).toBe(200);
    expect(service.output()).toContain(file);
    expect(service.output()).not.toContain(apiKey);
  }, 120_000);
});
