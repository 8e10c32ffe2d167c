import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { freePort } from '../../server/test/helpers/free-port';
import { spawnService, waitUntilServing, type ServiceProcess } from '../../server/test/helpers/service-process';
import { expect, test as guarded } from './test';
import type { DemoProfile } from './app';

/**
 * A reference service of the flow's own, for flows that stop it or need other settings than the shared one
 * (playwright.config.ts): a child process on its own port, serving the built dist/, on a fresh PGlite data folder with
 * the demo seed, and a ledger that keeps mints pending (LEDGER_SETTLE_MS of an hour), so what a flow mints stays
 * pending for the whole flow. E2E_OWN_PORT picks its port (else the OS picks a free one); it keeps that port and that
 * data folder over restarts, as a restarted service would.
 */
export interface OwnService {
  origin: string;
  /** SIGKILL to the service's whole process group: no shutdown, no answer to what is in flight. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data folder; resolves once it answers. */
  restart(): Promise<void>;
  /** The demo institution and key (the same over restarts: they are kept in the data folder). */
  demo(request: APIRequestContext): Promise<DemoProfile>;
}

/** Long enough that a flow never sees a mint settle; the service's default is 2 s. */
const PENDING_FOR_MS = 3_600_000;
/** A first start migrates and seeds a fresh database: on a busy 2-core machine that has taken over 30 s. */
const START_TIMEOUT_MS = 120_000;

export const test = guarded.extend<object, { ownService: OwnService }>({
  ownService: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const port = Number(process.env.E2E_OWN_PORT) || (await freePort());
      const dataDir = mkdtempSync(join(tmpdir(), 'registry-e2e-own-'));
      const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', LEDGER_SETTLE_MS: String(PENDING_FOR_MS) };
      let current: ServiceProcess | undefined;
      const start = async () => {
        const service = spawnService(port, env);
        current = service;
        await waitUntilServing(service, START_TIMEOUT_MS);
      };
      await start();
      const origin = `http://127.0.0.1:${port}`;
      try {
        await use({
          origin,
          kill: async () => {
            await current?.kill();
            // Nothing answers on the port any more: what the browser sends now finds no service.
            await expect.poll(() => fetch(`${origin}/api/reference/demo-profile`).then(() => 'answering', () => 'gone')).toBe('gone');
          },
          restart: start,
          demo: async (request) => {
            const response = await request.get(`${origin}/api/reference/demo-profile`);
            expect(response.ok()).toBe(true);
            return ((await response.json()) as { data: DemoProfile }).data;
          },
        });
      } finally {
        await current?.kill();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 10_000 },
  ],
});

export { expect };
