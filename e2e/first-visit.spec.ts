import { expect, test } from './support/test';
import { demoProfile, environmentSwitcher, openDashboard } from './support/app';
import { expectAccessible } from './support/axe';

test('a new user sees the demo institution\'s projects without typing anything', async ({ page, request }) => {
  const demo = await demoProfile(request);
  await openDashboard(page);

  await expect(environmentSwitcher(page)).toHaveText(/^Local\s*Local$/);
  await expect(page.getByText(`Projects of institution ${demo.institutionId}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Green Energy Bond 2027' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alpine Real Estate Shares' })).toBeVisible();
  await expectAccessible(page, 'the project list');

  // The API key is never written where it would outlive the tab.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(demo.apiKey);
  expect(page.url()).not.toContain(demo.apiKey);
});

test('every section of a project page is reachable and accessible', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('link', { name: 'Alpine Real Estate Shares' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alpine Real Estate Shares' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Projects' })).toBeVisible();

  for (const tab of ['Overview', 'Assets', 'Opt-ins', 'Transfers', 'Registry extract']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectAccessible(page, `the project's ${tab} tab`);
  }

  await page.getByRole('tab', { name: 'Assets' }).click();
  await expect(page.getByRole('tabpanel').getByText('Share').first()).toBeVisible();
  // Back returns to the tab opened before, then through the others to the overview.
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Registry extract' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Transfers' })).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(page.getByRole('tab', { name: 'Registry extract' })).toHaveAttribute('aria-selected', 'true');
});

test('the settings page and the global search are accessible and work with the keyboard', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectAccessible(page, 'settings');
  // The colour modes are named as choices (the app bar's toggle names them inside a sentence).
  const modes = page.getByRole('radiogroup', { name: 'Colour mode' });
  await modes.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('style', /color-scheme: dark/);
  await modes.getByRole('radio', { name: 'As the system' }).check();
  await expect(modes.getByRole('radio', { name: 'As the system' })).toBeChecked();

  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog', { name: 'Search' });
  await expect(search).toBeVisible();
  await page.keyboard.type('Green Energy');
  await expect(search.getByText('Green Energy Bond 2027', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the search dialog');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Green Energy Bond 2027' })).toBeVisible();
});

test('keyboard focus shows as a ring that stands out, on the app bar and on the page', async ({ page }) => {
  await openDashboard(page);
  await expect(page.getByRole('link', { name: 'Green Energy Bond 2027' })).toBeVisible();
  // The ring's colour against what is behind the focused control (the app bar's colour, or the page's).
  const ringAgainstBackground = () =>
    page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      let behind: Element | null = focused.parentElement;
      while (behind && getComputedStyle(behind).backgroundColor === 'rgba(0, 0, 0, 0)') behind = behind.parentElement;
      return { label: focused.textContent, ring: getComputedStyle(focused).outlineStyle + ' ' + getComputedStyle(focused).outlineColor, behind: behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)' };
    });
  await page.getByRole('button', { name: 'Search' }).first().focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const onBar = await ringAgainstBackground();
  expect(onBar.label).toContain('Search');
  expect(onBar.ring).toMatch(/^solid /);
  expect(onBar.ring).not.toContain(onBar.behind);

  await page.getByRole('link', { name: 'Green Energy Bond 2027' }).click();
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  const onTab = await ringAgainstBackground();
  expect(onTab.label).toBe('Assets');
  expect(onTab.ring).toMatch(/^solid /);
  expect(onTab.ring).not.toContain(onTab.behind);
});

test('the skip link takes the focus to the content without changing the address or leaving a form', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await openDashboard(page);
  await page.goto('/assets/new');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Skip link bond');
  const address = page.url();
  await page.keyboard.press('Control+Home');
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  expect(page.url()).toBe(address);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(name).toHaveValue('Skip link bond');
  expect(messages.filter((text) => /blocker/i.test(text))).toEqual([]);
});
