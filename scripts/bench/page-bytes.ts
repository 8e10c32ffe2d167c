import { chromium } from '@playwright/test';
import { PAGE_JS_BUDGET_KB, selectedBenchPages } from './pages';
import { startService } from './service';
import type { BenchModule, BenchRow } from './types';
import { measurePageBytes } from './measure-page-bytes';

/** What each page moves over the wire on a first visit (empty cache), as the running service serves it. */
export const pageBytes: BenchModule = {
  name: 'page bytes',
  async run(context) {
    const service = await startService({ port: context.nextPort() });
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    const rows: BenchRow[] = [];
    try {
      for (const page of selectedBenchPages()) {
        const url = `${service.origin}${await page.path(service)}`;
        const bytes = await measurePageBytes(browser, url);
        const jsKb = bytes.js / 1024;
        rows.push(
          { subject: page.name, metric: 'JS over the wire', value: `${jsKb.toFixed(1)} KB in ${bytes.jsFiles} files`, goal: `≤ ${PAGE_JS_BUDGET_KB} KB`, ok: jsKb <= PAGE_JS_BUDGET_KB },
          { subject: page.name, metric: 'total over the wire', value: `${(bytes.total / 1024).toFixed(1)} KB in ${bytes.requests} requests`, goal: '', ok: null },
        );
      }
    } finally {
      await browser.close();
      await service.stop();
    }
    return rows;
  },
};
