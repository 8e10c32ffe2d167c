// From a filter change to the rows on screen: the transaction grid in Debian's Chromium against the running reference
// service (production build, as `npm start` serves it) on a database with a million transactions.
//
// Each sample starts at the user's action (the click on a status or action option, the Enter that applies a date, the
// search text entered) and ends after the frame in which the grid first shows the rows the service answers for that
// view has been painted. Every view is new to the page's cache, so each one is a real request.
//
// `npm run bench` runs it as the module "transaction grid" on the PostgreSQL database the transaction query bench
// seeded (scripts/bench/seeded-database.ts). Alone, on a database filled with `npm run seed`:
//   DATABASE_URL=… DATA_DIR=… tsx scripts/bench/transaction-grid.ts
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import type { TransactionQueryDto, TxDtoPaginatedListResponse } from '../../src/api/generated/types.gen';
import { SEARCH_DEBOUNCE_MS } from '../../src/features/transactions/lib/search-debounce';
import { startService, type RunningService } from './service';

export interface GridBenchRow {
  name: string;
  /** Milliseconds. */
  value: number;
  goal: string;
}

export const GRID_GOAL_MS = 300;
const ROWS_COMPARED = 5;
const DAY = 86_400_000;

/** The grid's first page for a view, as the dashboard asks for it (toQueryBody with its defaults). */
const firstPage = (filters: TransactionQueryDto): TransactionQueryDto => ({ take: 25, skip: 0, sortPath: 'createdAt', sortDirection: 'desc', ...filters });

interface Change {
  kind: 'status' | 'action' | 'text search' | 'pasted search' | 'time range';
  /** What the service is asked for once the change is applied. */
  filters: TransactionQueryDto;
  /** Does it in the page, as a user would. */
  apply(page: Page): Promise<void>;
}

function pick(page: Page, label: string, option: string) {
  return async () => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
}

/** The datetime-local value (the page runs in UTC) of `ms`. */
const localValue = (ms: number) => new Date(ms).toISOString().slice(0, 16);

/** Round `round` of the changes: every value differs between rounds, so no view is already in the page's cache. */
function changes(round: number, now: number): Change[] {
  const statuses = ['Failed', 'Canceled', 'Retrying', 'New', 'Successful'] as const;
  const actions = [
    ['IssueAsset', 'Issue asset'],
    ['OptIn', 'Opt-in'],
    ['TxNative', 'Native transfer'],
    ['FreezeAsset', 'Freeze asset'],
    ['Stake', 'Stake'],
  ] as const;
  const texts = ['Coupon payment', 'Custody', 'Investor request', 'Quarterly', '1A2B'];
  const pastes = ['Quarterly rebal', 'Investor req', 'Coupon pay', 'Custody tr', '2B3C'];
  const days = [1, 3, 7, 14, 30];
  const status = statuses[round % statuses.length];
  const [action, actionLabel] = actions[round % actions.length];
  const text = texts[round % texts.length];
  const pasted = pastes[round % pastes.length];
  // Whole minutes (the field's precision), so the page sends exactly this instant.
  const from = Math.floor((now - days[round % days.length] * DAY) / 60_000) * 60_000;
  return [
    { kind: 'status', filters: { txStatus: status }, apply: (page) => pick(page, 'Status', status)() },
    { kind: 'action', filters: { txActions: action }, apply: (page) => pick(page, 'Action', actionLabel)() },
    {
      kind: 'text search',
      filters: { searchText: text },
      apply: async (page) => {
        // Entered at once (pasted, or the last key of a word): the measure starts at that input.
        await page.getByRole('searchbox', { name: 'Search' }).fill(text);
      },
    },
    {
      kind: 'pasted search',
      // A transaction id's tail or a wallet fragment pasted into the search field: searched at once, no typing pause.
      filters: { searchText: pasted },
      apply: async (page) => {
        await page.getByRole('searchbox', { name: 'Search' }).evaluate((input: HTMLInputElement, text) => {
          // What a paste does to the field: its value set, then one input event of type insertFromPaste.
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
          input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste', data: text }));
        }, pasted);
      },
    },
    {
      kind: 'time range',
      filters: { createdFrom: new Date(from).toISOString() },
      apply: async (page) => {
        const field = page.getByLabel('Created from');
        await field.fill(localValue(from));
        await field.press('Enter');
      },
    },
  ];
}

/**
 * Notes the time of every click, key and input (the latest one is the change being measured), and defines
 * `__rowsPainted(view)`: resolves with the time after the paint of the first frame that shows the view, its first rows
 * and its count (the rows alone may be the previous view's: the newest transactions are often also the newest of a
 * status). rAF runs before a frame's paint; a message posted from it is handled after that paint. Plain JavaScript
 * text, so the bundler's helpers never end up in the page.
 */
const PROBE = `
  window.__lastAction = 0;
  performance.setResourceTimingBufferSize(100000);
  for (const type of ['click', 'keydown', 'input']) {
    document.addEventListener(type, (event) => { window.__lastAction = event.timeStamp; }, { capture: true });
  }
  window.__rowsPainted = ({ ids, count }) => new Promise((resolve) => {
    function check() {
      const shown = [...document.querySelectorAll('[role="grid"] .MuiDataGrid-row')].slice(0, ids.length).map((row) => row.getAttribute('data-id'));
      const counted = [...document.querySelectorAll('[role="status"]')].some((element) => (element.textContent || '').includes(count));
      if (counted && shown.join() === ids.join()) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const painted = performance.now();
          // The last QueryTransactions call that started after the action: where the wait went (service or page).
          const calls = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/Transaction/') && e.startTime >= window.__lastAction);
          const call = calls[calls.length - 1];
          resolve({ total: painted - window.__lastAction, service: call ? call.responseEnd - call.startTime : 0 });
        };
        channel.port2.postMessage(null);
      } else requestAnimationFrame(check);
    }
    requestAnimationFrame(check);
  });
`;

async function installProbe(page: Page): Promise<void> {
  await page.evaluate(PROBE);
}

interface View {
  ids: string[];
  /** The count as the grid's status line shows it ("12,345 transaction…", "about 141,415 transactions"). */
  count: string;
}

async function firstIds(service: RunningService, body: TransactionQueryDto): Promise<View & { total: number }> {
  const response = await fetch(`${service.origin}/api/Transaction/institutionId/${service.institutionId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-KEY': service.apiKey },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`QueryTransactions answered ${response.status}: ${await response.text()}`);
  const { data } = (await response.json()) as { data: TxDtoPaginatedListResponse };
  return { ids: data.result.slice(0, ROWS_COMPARED).map((tx) => tx.id), count: `${data.count.toLocaleString('en-GB')} transaction`, total: data.count };
}

/** Waits (in the page) for the view on screen; the milliseconds from the last user action to its paint. */
/** One filter change: from the action to the rows painted, and of that the QueryTransactions call (request to answer). */
interface Sample {
  total: number;
  service: number;
}

async function timeToRows(page: Page, view: View, what: string): Promise<Sample> {
  const measured = page.evaluate(`window.__rowsPainted(${JSON.stringify({ ids: view.ids, count: view.count })})`) as Promise<Sample>;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(async () => {
      const shown = await page.evaluate(`[...document.querySelectorAll('[role="grid"] .MuiDataGrid-row')].slice(0, 5).map((r) => r.getAttribute('data-id')).join(' ') + ' / ' + [...document.querySelectorAll('[role="status"]')].map((e) => e.textContent).join(' | ')`).catch(() => '?');
      reject(new Error(`the grid did not show ${what} (${view.ids.join(' ')}; ${view.count}) within 60 s: it shows ${String(shown)}`));
    }, 60_000);
  });
  try {
    return await Promise.race([measured, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Measures `rounds` rounds of the four kinds of filter change on a running service; p50 and p95 per kind and overall. */
export async function measureGrid(service: RunningService, options: { rounds?: number; log?: (line: string) => void } = {}): Promise<GridBenchRow[]> {
  const rounds = options.rounds ?? 5;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const total = (await firstIds(service, firstPage({}))).total;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const samples = new Map<Change['kind'], Sample[]>();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId: 'UTC', locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${service.origin}/transactions`);
    const unfiltered = await firstIds(service, firstPage({}));
    await timeToRowsOrFail(page, unfiltered.ids, 'the first page');
    await installProbe(page);
    // Unmeasured: the filter menus' code and the first request of each kind.
    await pick(page, 'Blockchain', 'Polygon')();
    await timeToRowsOrFail(page, (await firstIds(service, firstPage({ blockchains: 'Polygon' }))).ids, 'the warm-up view');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await timeToRowsOrFail(page, unfiltered.ids, 'the unfiltered view');

    const now = Date.now();
    for (let round = 0; round < rounds; round += 1) {
      for (const change of changes(round, now)) {
        const expected = await firstIds(service, firstPage(change.filters));
        if (expected.ids.length === 0) throw new Error(`${change.kind} ${JSON.stringify(change.filters)} matches nothing: the bench needs rows to wait for`);
        await change.apply(page);
        const sample = await timeToRows(page, expected, `${change.kind} ${JSON.stringify(change.filters)}`);
        (samples.get(change.kind) ?? samples.set(change.kind, []).get(change.kind)!).push(sample);
        // Each change on its own line: with five changes per kind the p95 is the slowest, and this says which it was.
        log(`transaction grid: ${change.kind} ${JSON.stringify(change.filters)}: ${Math.round(sample.total)} ms (QueryTransactions ${Math.round(sample.service)} ms)`);
        // Back to every transaction (already cached: not measured) before the next change.
        await page.getByRole('button', { name: 'Clear filters' }).first().click();
        await timeToRowsOrFail(page, unfiltered.ids, 'the unfiltered view');
      }
      log(`transaction grid: round ${round + 1} of ${rounds} done`);
    }
  } finally {
    await browser.close();
  }
  const subject = `transaction grid, ${total.toLocaleString('en')} transactions`;
  const rows: GridBenchRow[] = [];
  const all = [...samples.values()].flat();
  const add = (label: string, list: Sample[]) => {
    const sorted = list.map((x) => x.total).sort((a, b) => a - b);
    const service = list.map((x) => x.service).sort((a, b) => a - b);
    // The goal holds for nearly every change, not for half of them: it is set on the p95.
    rows.push({ name: `${subject}: ${label} (${sorted.length} changes), filter change to rows painted p50 ms`, value: Math.round(percentile(sorted, 50)), goal: '' });
    rows.push({ name: `${subject}: ${label} (${sorted.length} changes), filter change to rows painted p95 ms`, value: Math.round(percentile(sorted, 95)), goal: `< ${GRID_GOAL_MS} ms` });
    // Where the time goes: the QueryTransactions call over HTTP (the rest is the page: the URL, the render, the paint).
    rows.push({ name: `${subject}: ${label} (${sorted.length} changes), of which QueryTransactions over HTTP p50 ms`, value: Math.round(percentile(service, 50)), goal: '' });
  };
  add('every kind', all);
  for (const [kind, list] of samples) add(kind === 'text search' ? `text search (incl. its ${SEARCH_DEBOUNCE_MS} ms typing pause)` : kind, list);
  return rows;
}

async function timeToRowsOrFail(page: Page, ids: string[], what: string): Promise<void> {
  await page.waitForFunction(
    (expected) => [...document.querySelectorAll('[role="grid"] .MuiDataGrid-row')].slice(0, expected.length).map((row) => row.getAttribute('data-id')).join() === expected.join(),
    ids,
    { timeout: 60_000 },
  ).catch(() => {
    throw new Error(`the grid did not show ${what} within 60 s`);
  });
}

/** Starts the service on `databaseUrl` (demo mode: the demo institution of `dataDir`) on `port` and measures it. */
export async function benchTransactionGrid(options: { databaseUrl: string; dataDir: string; port: number; rounds?: number; log?: (line: string) => void }): Promise<GridBenchRow[]> {
  const service = await startService({ port: options.port, databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    return await measureGrid(service, options);
  } finally {
    await service.stop();
  }
}

async function main(): Promise<void> {
  const { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } = process.env;
  if (!databaseUrl || !dataDir) throw new Error('Set DATABASE_URL and DATA_DIR to a database filled with `npm run seed -- --transactions 1000000`.');
  const rows = await benchTransactionGrid({ databaseUrl, dataDir, port: Number(process.env.PORT ?? 8333), rounds: Number(process.env.ROUNDS ?? 5) });
  for (const row of rows) console.log(`${row.name}: ${row.value}${row.goal ? ` (goal ${row.goal})` : ''}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
