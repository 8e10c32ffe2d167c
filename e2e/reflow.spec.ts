import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openDashboard, uniqueName } from './support/app';
import { createCustomerViaApi, uniqueEmail } from './support/customers';

// WCAG 1.4.10 (reflow) and 2.4.7 at 320 CSS px, a 1280-px window at 400 % zoom (320 × 256 px): what QA found there.

/** Whether the middle and the corners of the element are the element itself on screen (not another one over it). */
async function hitsItself(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (elements) =>
    elements.map((el) => {
      const r = el.getBoundingClientRect();
      const points = [[r.left + r.width / 2, r.top + r.height / 2], [r.left + 3, r.top + 3], [r.right - 3, r.bottom - 3]];
      const over = points.map(([x, y]) => document.elementFromPoint(x, y)).find((hit) => !el.contains(hit));
      return over === undefined ? 'itself' : `${el.textContent} under ${over?.tagName ?? 'nothing'}.${over?.className ?? ''} (top ${Math.round(r.top)})`;
    }),
  );
}

test.use({ viewport: { width: 320, height: 640 } });

test('the transaction filters and the grid keep their text and the page size at 320 px', async ({ page }) => {
  await page.goto('/transactions?from=2026-11-01T08:30');
  const from = page.getByLabel('Created from');
  await expect(from).toHaveValue('2026-11-01T08:30');
  // A date and time needs the row: half of it showed "11/01/202".
  expect((await from.boundingBox())!.width).toBeGreaterThan(240);
  // MUI X hides the page size below 600 px.
  await expect(page.getByRole('combobox', { name: /Rows per page/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('on a phone the filters after the status wait behind "More filters", so the rows start on the first screen', async ({ page }) => {
  await page.goto('/transactions');
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Blockchain' })).toBeHidden();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect((await page.getByRole('row').nth(1).boundingBox())!.y).toBeLessThan(640);
  const more = page.getByRole('button', { name: 'More filters' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await page.getByRole('combobox', { name: 'Blockchain' }).click();
  await page.getByRole('option', { name: 'Algorand' }).click();
  await expect(page).toHaveURL(/blockchain=Algorand/);
  await page.getByRole('button', { name: 'Fewer filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Blockchain' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'More filters (1 in effect)' })).toBeVisible();
});

test('a table wider than the phone shows a shadow at the edge where more of it is out of sight', async ({ page }) => {
  await page.goto('/projects');
  const table = page.locator('.MuiTableContainer-root');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const box = await table.evaluate((el) => ({ scrolls: el.scrollWidth > el.clientWidth, image: getComputedStyle(el).backgroundImage, attachment: getComputedStyle(el).backgroundAttachment }));
  expect(box.scrolls).toBe(true);
  // The cue's four layers in effect: a value the browser cannot read (a colour it cannot resolve) drops them all.
  expect(box.image.match(/linear-gradient/g)).toHaveLength(4);
  expect(box.attachment).toMatch(/^local, local, scroll, scroll/);
  // In dark mode its covers are the dark paper, the table's own colour (a light cover would show as a bright band).
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => table.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('rgb(22, 27, 34) 30%');
});

test('a press on a step of the wizard opens that step when the steps wrap', async ({ page }) => {
  await page.goto('/assets/new');
  await expect(page.getByRole('tab', { name: /Identity/ })).toBeVisible();
  // "Terms" (second row) lay over "Identity" and "Supply and controls".
  expect(await hitsItself(page, '.MuiStepButton-root')).toEqual(['itself', 'itself', 'itself', 'itself']);
  // Wrapped, the steps have no lines between them (a line began a row, or stretched across it, like a step of its own).
  await expect(page.locator('.MuiStepConnector-root').filter({ visible: true })).toHaveCount(0);
});

test('the environment menu and the search show whole ids and addresses at 320 px', async ({ page, request }) => {
  // Its own customer with a long address, found by it: what the search lists otherwise depends on the data there.
  const email = uniqueEmail('maximiliane.vonundzuhohenberger');
  await createCustomerViaApi(request, { type: 'NaturalPerson', firstname: 'Maximiliane', lastname: uniqueName('Hohenberger'), email });
  await openDashboard(page);
  await page.getByRole('banner').getByTitle('Switch environment').click();
  const item = page.getByRole('menuitem', { name: /Local/ }).first();
  await expect(item).toBeVisible();
  expect(await item.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.keyboard.press('Escape');

  await page.getByRole('banner').getByRole('button', { name: /^Search/ }).click();
  await page.getByRole('combobox', { name: 'Search everything' }).fill(email);
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option').filter({ hasText: email })).toBeVisible();
  // A customer's e-mail address ran out of the list, which then scrolled sideways.
  expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test('the customer list shows each e-mail address in a few lines at 320 px, not letter by letter', async ({ page, request }) => {
  // Its own customer (the list's first row is whichever customer another test made last, its address any length).
  const email = uniqueEmail('andreas.becker');
  await createCustomerViaApi(request, { type: 'NaturalPerson', firstname: 'Andreas', lastname: uniqueName('Becker'), email });
  await page.goto('/customers');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(email);
  const row = page.getByRole('row').filter({ has: page.getByRole('link') }).filter({ hasText: email });
  await expect(row).toHaveCount(1);
  const shown = row.locator('span', { hasText: '@' }).filter({ visible: true });
  await expect(shown).toHaveCount(1);
  const shape = await shown.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const cell = el.closest('td')!.getBoundingClientRect();
    return { right: r.right, cellWidth: cell.width, lines: Math.round(r.height / parseFloat(getComputedStyle(el).lineHeight)) };
  });
  // In a column of its own (about 70 px wide) it took five or six lines of a few letters each; under the name it
  // takes its parts' lines (andreas.becker. / …unique part… / @example.com).
  expect(shape.lines).toBeLessThanOrEqual(3);
  expect(shape.cellWidth).toBeGreaterThan(120);
  expect(shape.right).toBeLessThanOrEqual(320);
});

test('a label too long for its empty field at 320 px wraps inside it instead of ending in "…"', async ({ page, request }) => {
  const id = await createCustomerViaApi(request, { type: 'NaturalPerson', firstname: 'Lang', lastname: uniqueName('Label'), email: uniqueEmail('label') });
  await page.goto(`/customers/${id}/kyc`);
  const kyc = page.getByRole('form', { name: 'KYC for custody' });
  await kyc.getByRole('switch', { name: 'Show all sections' }).check();
  const field = kyc.getByRole('textbox', { name: 'E-money profile document number' });
  await field.scrollIntoViewIfNeeded();
  await expect(field).toHaveValue('');
  const label = page.locator(`label[for="${await field.getAttribute('id')}"]`);
  const shape = await label.evaluate((el) => ({ cut: el.scrollWidth > el.clientWidth, height: el.getBoundingClientRect().height }));
  expect(shape.cut).toBe(false);
  // Two lines, inside the 56-px field.
  expect(shape.height).toBeGreaterThan(30);
  expect(shape.height).toBeLessThan(56);
});

test.describe('at 320 × 256 px', () => {
  test.use({ viewport: { width: 320, height: 256 } });

  test('the search fits the screen and the navigation keeps the focus below the app bar', async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('banner').getByRole('button', { name: /^Search/ }).click();
    const paper = page.getByRole('dialog', { name: 'Search' });
    await expect(paper).toBeVisible();
    expect((await paper.boundingBox())!.y + (await paper.boundingBox())!.height).toBeLessThanOrEqual(256);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Open navigation' }).click();
    // The modal drawer (in a portal, outside the page's navigation landmark).
    const nav = page.locator('.MuiDrawer-paper');
    await expect(nav.getByRole('link', { name: 'Projects' })).toBeVisible();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeFocused();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Shift+Tab');
    const projects = nav.getByRole('link', { name: 'Projects' });
    await expect(projects).toBeFocused();
    // Scrolled back to the top of the drawer, under the app bar, the entry was hidden.
    const bar = (await page.locator('header').boundingBox())!; // hidden from the accessibility tree under the modal drawer
    expect((await projects.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  });

  test('a notification never hides the field that takes the focus', async ({ page }) => {
    await page.goto('/projects');
    await page.getByRole('button', { name: 'New project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    const name = uniqueName('Covered Focus');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Create' }).click();
    const snackbar = page.locator('.MuiSnackbar-root');
    await expect(snackbar.getByText(`Project “${name}” created.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
    // Every stop of the tab order while the notification shows is scrolled clear of it (the project's Edit button sat
    // under it, 8 px of it showing).
    const hidden: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const under = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        const bar = document.querySelector('.MuiSnackbar-root');
        if (!focused || focused === document.body || !bar || focused.closest('.MuiSnackbar-root')) return null;
        const f = focused.getBoundingClientRect();
        const s = bar.getBoundingClientRect();
        const overlaps = f.bottom > s.top + 1 && f.top < s.bottom - 1 && f.right > s.left && f.left < s.right;
        return overlaps ? `${focused.tagName} ${focused.getAttribute('aria-label') ?? focused.textContent?.slice(0, 30)} at ${Math.round(f.top)}-${Math.round(f.bottom)}` : null;
      });
      if (under) hidden.push(under);
    }
    await expect(snackbar).toBeVisible();
    expect(hidden).toEqual([]);
  });
});
