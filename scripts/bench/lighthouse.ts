import { launch } from 'chrome-launcher';
import lighthouseRunner, { desktopConfig } from 'lighthouse';
import { selectedBenchPages } from './pages';
import { onAbort } from './processes';
import { startService } from './service';
import type { BenchModule, BenchRow } from './types';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

interface Report {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  consoleErrors: number;
  /** Lighthouse's measure of this machine's CPU speed at the run (higher is faster; see the host row). */
  benchmarkIndex: number;
}

interface LighthouseJson {
  categories: Record<string, { score: number | null }>;
  environment?: { benchmarkIndex?: number };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}

/** One report; Lighthouse now and then fails to record a trace (NO_NAVSTART), so a failed run is tried again. */
async function lighthouseOnce(url: string, formFactor: 'mobile' | 'desktop', attempts = 3): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, formFactor);
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

/**
 * One Lighthouse run as `npx lighthouse` does it (a fresh Chrome from chrome-launcher with the same flags, the
 * default or desktop config), but inside this process: the 42 runs of a bench no longer pay for starting npx, node
 * and Lighthouse each, nor for the full-page screenshot and the back/forward-cache check, which no score uses.
 */
async function lighthouseRun(url: string, formFactor: 'mobile' | 'desktop'): Promise<Report> {
  // Not chrome-launcher's own Ctrl-C handler (it exits at once): the bench's kills this Chrome with everything else.
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, handleSIGINT: false });
  const forget = onAbort(() => chrome.kill());
  let result;
  try {
    const runner = lighthouseRunner(
      url,
      {
        port: chrome.port,
        logLevel: 'silent',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableFullPageScreenshot: true,
        // The back/forward-cache check navigates away and back (0.3-0.4 s a run); its audit weighs 0 in every score.
        skipAudits: ['bf-cache'],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    result = await withTimeout(runner, 180_000, `Lighthouse ${formFactor} ${url}`);
  } finally {
    chrome.kill();
    forget();
  }
  if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
  const report = result.lhr as unknown as LighthouseJson;
  if (result.lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    consoleErrors: report.audits['errors-in-console']?.details?.items?.length ?? 0,
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s.`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function medianReport(reports: Report[]): Report {
  const pick = (key: keyof Report) => median(reports.map((r) => r[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    consoleErrors: Math.max(...reports.map((r) => r.consoleErrors)),
    benchmarkIndex: pick('benchmarkIndex'),
  };
}

/** Lighthouse 13 in Debian's Chromium against the running service: median of RUNS runs, mobile and desktop. */
export const lighthouse: BenchModule = {
  name: 'lighthouse',
  async run(context) {
    const service = await startService({ port: context.nextPort() });
    const rows: BenchRow[] = [];
    const hostIndexes: number[] = [];
    try {
      for (const page of selectedBenchPages()) {
        const url = `${service.origin}${await page.path(service)}`;
        for (const formFactor of ['mobile', 'desktop'] as const) {
          context.log(`lighthouse ${formFactor} ${page.name} (${RUNS} runs)`);
          const reports: Report[] = [];
          for (let i = 0; i < RUNS; i++) reports.push(await lighthouseOnce(url, formFactor));
          const m = medianReport(reports);
          hostIndexes.push(...reports.map((r) => r.benchmarkIndex).filter(Number.isFinite));
          const goal = formFactor === 'mobile' ? 90 : 100;
          const subject = `${page.name} (${formFactor})`;
          rows.push({
            subject,
            metric: 'performance (LCP, TBT)',
            value: `${m.performance} (${(m.lcpMs / 1000).toFixed(2)} s, ${Math.round(m.tbtMs)} ms)`,
            goal: `≥ ${goal}`,
            ok: m.performance >= goal,
          });
          rows.push({ subject, metric: 'accessibility', value: String(m.accessibility), goal: '100', ok: m.accessibility === 100 });
          rows.push({
            subject,
            metric: 'best practices (console errors)',
            value: `${m.bestPractices} (${m.consoleErrors})`,
            goal: '100 (0)',
            ok: m.bestPractices === 100 && m.consoleErrors === 0,
          });
        }
      }
    } finally {
      await service.stop();
    }
    // Lighthouse's mobile scores simulate a phone 4x slower than this machine, so a slower host scores lower with the
    // same code (on 2026-11-27 the same build scored /projects 86-90 where it had scored 97): the host's speed
    // beside the scores lets two runs be compared.
    if (hostIndexes.length) {
      const sorted = [...hostIndexes].sort((a, b) => a - b);
      rows.unshift({
        subject: 'Lighthouse host',
        metric: 'CPU benchmark index (median, min-max of runs)',
        value: `${median(sorted)} (${sorted[0]}-${sorted[sorted.length - 1]})`,
        goal: '',
        ok: null,
      });
    }
    return rows;
  },
};
