import { expect, test as base } from '@playwright/test';

/** Fields of request bodies whose values are personal data or secrets: they must not leave the tab's memory. */
const SENSITIVE_FIELD = /^(firstname|lastname|email|phoneNumber|iban|number|documentNumber|taxId|taxNumber|birthDate|dateOfBirth|street|town|placeOfBirth|passphrase)$/i;

function sensitiveValues(value: unknown, out: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if (SENSITIVE_FIELD.test(key) && value.trim().length >= 4) out.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) sensitiveValues(item, out, key);
  } else if (value && typeof value === 'object') {
    for (const [name, child] of Object.entries(value)) sensitiveValues(child, out, name);
  }
}

/**
 * Every flow runs under this guard (import `test` and `expect` from here, not from @playwright/test). It watches
 * what the page sends (API keys in headers, personal data and passphrases in bodies) and checks after the flow that
 * none of it was written to localStorage, put in any URL the tab visited, or printed to the console, and that the
 * page logged no error, threw nothing and broke its Content-Security-Policy (also where its code caught the error). Failed requests the browser
 * reports itself ("Failed to load resource") are answers the flows expect, not errors of the page.
 */
export const test = base.extend<{ privacyGuard: void }>({
  privacyGuard: [
    async ({ page }, use, testInfo) => {
      const secrets = new Set<string>();
      const urls = new Set<string>();
      const consoleTexts: string[] = [];
      const errors: string[] = [];
      page.on('request', (request) => {
        const key = request.headers()['x-api-key'];
        if (key) secrets.add(key);
        const body = request.postData();
        if (body && (request.headers()['content-type'] ?? '').includes('json')) {
          try {
            sensitiveValues(JSON.parse(body), secrets);
          } catch {
            /* not JSON after all */
          }
        }
      });
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) urls.add(frame.url());
      });
      page.on('console', (message) => {
        consoleTexts.push(message.text());
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      // A violation whose error the page's code caught (a library probing for eval) logs nothing to the console, yet
      // the browser reports it (Lighthouse's best practices count it): every document of the flow reports it here.
      await page.exposeFunction('__reportCspViolation', (text: string) => errors.push(`Content-Security-Policy: ${text}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
          report?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
        });
      });

      await use();

      if (testInfo.status !== testInfo.expectedStatus) return; // the flow's own failure says more
      // A flow that provokes an error on purpose names the text it expects (annotation `expected-console-error`).
      const expected = testInfo.annotations.flatMap((a) => (a.type === 'expected-console-error' && a.description ? [a.description] : []));
      const unexpected = errors.filter((error) => !expected.some((text) => error.includes(text)));
      expect(unexpected, 'console errors and uncaught exceptions during the flow').toEqual([]);
      let stored = '';
      if (!page.isClosed()) {
        urls.add(page.url());
        stored = await page.evaluate(() => JSON.stringify({ ...localStorage })).catch(() => '');
      }
      const visited = [...urls].map((url) => `${url}\n${decodeURIComponent(url)}`).join('\n');
      for (const secret of secrets) {
        const shown = `${secret.slice(0, 2)}…(${secret.length} chars)`;
        expect(stored.includes(secret), `a sent secret or personal value ${shown} is in localStorage`).toBe(false);
        expect(visited.includes(secret), `a sent secret or personal value ${shown} is in a URL the tab visited`).toBe(false);
        expect(consoleTexts.some((text) => text.includes(secret)), `a sent secret or personal value ${shown} was printed to the console`).toBe(false);
      }
    },
    { auto: true },
  ],
});

export { expect };
