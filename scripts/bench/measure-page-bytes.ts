import type { Browser } from '@playwright/test';

export interface PageBytes {
  /** Compressed (as transferred) bytes of JavaScript responses. */
  js: number;
  jsFiles: number;
  /** Every response body and its headers, as transferred. */
  total: number;
  requests: number;
}

/**
 * Opens `url` in a fresh browser context (empty cache) and adds up what came over the wire until the network is
 * idle: response bodies as transferred (compressed when the service compressed them) plus headers. Shared by the
 * bench and the end-to-end budget guard.
 */
export async function measurePageBytes(browser: Browser, url: string): Promise<PageBytes> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses: Promise<{ js: boolean; body: number; headers: number }>[] = [];
  page.on('response', (response) => {
    // Only what crossed the network: a blob: or data: URL (the dashboard's Intl warm-up worker) has no transfer size.
    if (!/^https?:/.test(response.url())) return;
    responses.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({
          js: response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url()),
          body: sizes.responseBodySize,
          headers: sizes.responseHeadersSize,
        }))
        .catch(() => ({ js: false, body: 0, headers: 0 })),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const all = await Promise.all(responses);
    const js = all.filter((r) => r.js);
    return {
      js: js.reduce((sum, r) => sum + r.body, 0),
      jsFiles: js.length,
      total: all.reduce((sum, r) => sum + r.body + r.headers, 0),
      requests: all.length,
    };
  } finally {
    await context.close();
  }
}
