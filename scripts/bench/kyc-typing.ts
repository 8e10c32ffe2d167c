// Keystroke-to-paint on the largest forms: the KYC form with every section open and repeated rows added, and the
// company's partner KYC form with persons each carrying their investment survey, in Debian's Chromium against the
// real service serving the production build (as `npm start` serves it).
//
// `npm run bench:kyc` runs it alone (building dist/ when stale); `benchKycTyping()` is the module `npm run bench` calls.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Locator, type Page } from '@playwright/test';
import { freePort } from '../../server/test/helpers/free-port';
import { kycBody } from '../../server/test/support/factories';

export interface BenchRow {
  name: string;
  /** Milliseconds. */
  value: number;
  goal: string;
}

const KEYSTROKES = 80;
const ROWS_PER_LIST = 3;
/** Persons of the company in the partner form, each with this many rows in each list of their survey. */
const PARTNER_PERSONS = 3;
const GOAL_P95_MS = 50;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}


async function waitForService(baseUrl: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the service exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/reference/demo-profile`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the service at ${baseUrl} did not answer within ${timeoutMs} ms`);
}

/** Demo mode: the service creates its own institution and key. */
function withoutApiKeys(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { API_KEYS: _keys, DATABASE_URL: _db, ...rest } = env;
  return rest;
}

/** Starts the reference service (demo mode, a throw-away PGlite database) on a free port. */
async function startService(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'registry-bench-kyc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...withoutApiKeys(process.env), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForService(baseUrl, child);
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function demoKey(baseUrl: string): Promise<string> {
  return ((await (await fetch(`${baseUrl}/api/reference/demo-profile`)).json()) as { data: { apiKey: string } }).data.apiKey;
}

async function createCompanyCustomer(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/external/v1/customers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-KEY': await demoKey(baseUrl) },
    body: JSON.stringify({
      type: 'LegalEntity',
      firstname: 'Jürgen',
      lastname: 'Weiß',
      email: `bench.${Date.now().toString(36)}@example.com`,
      company: { name: 'Donau Kapital AG' },
      town: 'Linz',
      countryIso: 'AT',
    }),
  });
  if (!response.ok) throw new Error(`CreateCustomer answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: string }).data;
}

/** A KYC save with the identity verified: what opens the partner form for the customer. */
async function verifyCustomer(baseUrl: string, customerId: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/external/v1/customers/${customerId}/kyc`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-KEY': await demoKey(baseUrl) },
    body: JSON.stringify(kycBody({ company: { name: 'Donau Kapital AG' } })),
  });
  if (!response.ok) throw new Error(`SaveCustomerKyc answered ${response.status}: ${await response.text()}`);
}

/** Records, for every keydown, the time from the event to the frame after it was painted. */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const samples: number[] = [];
    (window as unknown as { __keySamples: number[] }).__keySamples = samples;
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        // rAF runs before the next paint; a message posted from it runs after that paint.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => samples.push(performance.now() - start);
          channel.port2.postMessage(null);
        });
      },
      { capture: true },
    );
  });
}

/** Types into `input` as a user does and returns each keystroke's time to the next paint, sorted. */
async function typingSamples(page: Page, input: Locator): Promise<number[]> {
  await input.scrollIntoViewIfNeeded();
  await input.click();
  await installProbe(page);
  await page.evaluate(() => ((window as unknown as { __keySamples: number[] }).__keySamples.length = 0));
  // Blur and refocus once, as a user coming back to a field does (validation runs as a field is left).
  await page.keyboard.press('Tab');
  await input.click();
  const text = 'Łucja Nowak-Øster Jürgen Weiß Sankt Pölten '.repeat(4).slice(0, KEYSTROKES);
  await page.keyboard.type(text, { delay: 40 });
  await page.waitForTimeout(300);
  const samples = (await page.evaluate(() => (window as unknown as { __keySamples: number[] }).__keySamples.slice())).sort((a, b) => a - b);
  if (samples.length < KEYSTROKES / 2) throw new Error(`only ${samples.length} keystrokes were measured`);
  return samples;
}

/** Measures typing in the KYC form with every section open; `baseUrl` is a running service, else one is started. */
export async function benchKycTyping(options: { baseUrl?: string; executablePath?: string } = {}): Promise<BenchRow[]> {
  const service = options.baseUrl ? { baseUrl: options.baseUrl, stop: async () => {} } : await startService();
  const browser = await chromium.launch({
    executablePath: options.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const customerId = await createCompanyCustomer(service.baseUrl);
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${service.baseUrl}/customers/${customerId}/kyc`);
    const form = page.getByRole('form', { name: 'KYC for custody' });
    await form.getByRole('switch', { name: 'Show all sections' }).check();
    for (const item of ['Related person', 'Representative', 'Final beneficiary', 'Director']) {
      for (let i = 0; i < ROWS_PER_LIST; i += 1) await form.getByRole('button', { name: `Add ${item}`, exact: true }).click();
    }
    const fields = await form.locator('input, textarea').count();

    // The place of birth (a counted field near the top) and the business description (a long text among the rows).
    const rows: BenchRow[] = [];
    for (const [label, name] of [
      ['Place of birth', 'place of birth'],
      ['Business description', 'business description'],
    ] as const) {
      const samples = await typingSamples(page, form.getByRole('textbox', { name: label }).first());
      rows.push(
        { name: `KYC form typing in ${name}, keystroke-to-paint p95 (${fields} fields, every section open)`, value: Math.round(percentile(samples, 95) * 10) / 10, goal: `< ${GOAL_P95_MS} ms` },
        { name: `KYC form typing in ${name}, keystroke-to-paint median`, value: Math.round(percentile(samples, 50) * 10) / 10, goal: 'report' },
      );
    }

    // The company's partner form: persons with their custom fields and investment survey rows.
    await verifyCustomer(service.baseUrl, customerId);
    await page.goto(`${service.baseUrl}/customers/${customerId}/partner`);
    const partner = page.getByRole('form', { name: 'Send KYC to the partner' });
    for (let i = 0; i < PARTNER_PERSONS; i += 1) await partner.getByRole('button', { name: 'Add Person', exact: true }).click();
    for (let p = 1; p <= PARTNER_PERSONS; p += 1) {
      const person = partner.getByRole('group', { name: `Person ${p}`, exact: true });
      for (const item of ['Custom field', 'Kind of investment', 'Experience', 'Survey answer']) {
        for (let i = 0; i < ROWS_PER_LIST; i += 1) await person.getByRole('button', { name: `Add ${item}`, exact: true }).click();
      }
    }
    const partnerFields = await partner.locator('input, textarea').count();
    const lastPerson = partner.getByRole('group', { name: `Person ${PARTNER_PERSONS}`, exact: true });
    for (const [input, name] of [
      [partner.getByRole('textbox', { name: 'Company name' }), 'company name'],
      [lastPerson.getByRole('group', { name: 'Survey answer 1' }).getByRole('textbox', { name: 'Value' }), "a person's survey answer"],
    ] as const) {
      const samples = await typingSamples(page, input);
      rows.push(
        { name: `Partner form typing in ${name}, keystroke-to-paint p95 (${partnerFields} fields)`, value: Math.round(percentile(samples, 95) * 10) / 10, goal: `< ${GOAL_P95_MS} ms` },
        { name: `Partner form typing in ${name}, keystroke-to-paint median`, value: Math.round(percentile(samples, 50) * 10) / 10, goal: 'report' },
      );
    }
    return rows;
  } finally {
    await browser.close();
    await service.stop();
  }
}

async function main(): Promise<void> {
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-stale.ts'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  const rows = await benchKycTyping({ baseUrl: process.env.BENCH_BASE_URL });
  for (const row of rows) console.log(`${row.name}: ${row.value} ms (goal ${row.goal})`);
  const p95 = rows.filter((r) => r.goal.startsWith('<'));
  if (p95.some((r) => r.value >= GOAL_P95_MS)) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
