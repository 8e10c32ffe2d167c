import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (Playwright cannot download its own browser here) against two real
// reference services on fresh databases: the "local" one the dashboard is served from (demo mode, demo data),
// and a "sandbox" one with a fixed key, used to prove that switching environments never leaks data.
// E2E_PORT moves both (LOCAL = E2E_PORT, SANDBOX = E2E_PORT + 1), so two checkouts can run their suites side by side.
const portBase = Number(process.env.E2E_PORT ?? 8181);
export const LOCAL_PORT = portBase;
export const SANDBOX_PORT = portBase + 1;
export const SANDBOX_INSTITUTION_ID = '5b0e7f7a-3c1e-4d53-9a55-2f0b8c7d9e11';
export const SANDBOX_API_KEY = 'e2e-sandbox-key-4f2a9c';

// Set once in the runner process; workers inherit the environment, so every process agrees on the folders.
process.env.E2E_LOCAL_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'registry-e2e-local-'));
process.env.E2E_SANDBOX_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'registry-e2e-sandbox-'));

const localOrigin = `http://127.0.0.1:${LOCAL_PORT}`;
const sandboxOrigin = `http://127.0.0.1:${SANDBOX_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: localOrigin,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: 'npm run server',
      url: `${localOrigin}/api/reference/demo-profile`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(LOCAL_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_LOCAL_DATA_DIR,
        CONNECT_SRC: sandboxOrigin,
        EXTRACT_DELAY_MS: '1500',
        // A mint stays New for 8 s (2 s by default): long enough for a page on a busy machine (the grid's, the
        // heaviest) to show it New before the flows that watch it settle check that it does.
        LEDGER_SETTLE_MS: '8000',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: 'npm run server',
      // Without a key this answers 401, which is enough to know the server is up.
      url: `${sandboxOrigin}/api/Project/${SANDBOX_INSTITUTION_ID}`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(SANDBOX_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_SANDBOX_DATA_DIR,
        API_KEYS: `${SANDBOX_API_KEY}:${SANDBOX_INSTITUTION_ID}`,
        CORS_ORIGINS: localOrigin,
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
