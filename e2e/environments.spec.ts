import { expect, test } from './support/test';
import { SANDBOX_API_KEY, SANDBOX_INSTITUTION_ID, SANDBOX_PORT } from '../playwright.config';
import { environmentSwitcher, openDashboard, uniqueName } from './support/app';
import { expectAccessible } from './support/axe';

test('switching environments never shows one environment\'s data under another', async ({ page, request }) => {
  await openDashboard(page);
  await expect(page.getByRole('link', { name: 'Green Energy Bond 2027' })).toBeVisible();

  // Add the sandbox deployment as a second environment.
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Add environment' }).click();
  const form = page.getByRole('dialog', { name: 'Add environment' });
  const sandboxUrl = `http://127.0.0.1:${SANDBOX_PORT}`;
  await form.getByRole('textbox', { name: 'Name' }).fill('E2E sandbox');
  await form.getByRole('textbox', { name: /Base URL/ }).fill(sandboxUrl);
  await form.getByRole('textbox', { name: /API URL/ }).fill(sandboxUrl);
  await form.getByRole('textbox', { name: 'Institution id' }).fill('not-a-uuid');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('textbox', { name: 'Institution id' })).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('textbox', { name: 'Institution id' }).fill(SANDBOX_INSTITUTION_ID);
  await form.getByRole('textbox', { name: 'API key' }).fill(SANDBOX_API_KEY);
  await expectAccessible(page, 'the environment form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Activate E2E sandbox' }).click();
  await expect(environmentSwitcher(page)).toHaveText(/^Sandbox\s*E2E sandbox$/);

  // The sandbox institution has its own projects only.
  await page.getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByText(`Projects of institution ${SANDBOX_INSTITUTION_ID}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Green Energy Bond 2027' })).toHaveCount(0);
  const sandboxProject = uniqueName('Sandbox-only project');
  // What the sandbox holds: nothing on a first run, a retry's first attempt's project after one.
  const held = await request.get(`${sandboxUrl}/api/Project/${SANDBOX_INSTITUTION_ID}`, { headers: { 'X-API-KEY': SANDBOX_API_KEY } });
  const heldNames = ((await held.json()) as { data: { name: string }[] }).data.map((p) => p.name);
  if (heldNames.length === 0) await expect(page.getByText('No projects yet')).toBeVisible();
  for (const name of heldNames) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New project' }).first().click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(sandboxProject);
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Project “${sandboxProject}” created.`)).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: sandboxProject })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Green Energy Bond 2027' })).toHaveCount(0);

  // Back to Local: the demo projects again, and nothing of the sandbox.
  await environmentSwitcher(page).click();
  await page.getByRole('menuitem', { name: /Local/ }).first().click();
  await expect(environmentSwitcher(page)).toHaveText(/^Local\s*Local$/);
  await expect(page.getByRole('link', { name: 'Green Energy Bond 2027' })).toBeVisible();
  await expect(page.getByRole('link', { name: sandboxProject })).toHaveCount(0);

  // The sandbox key lives in the session only.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(SANDBOX_API_KEY);
});

test('a Production environment is marked unmistakably', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Add environment' }).click();
  const form = page.getByRole('dialog', { name: 'Add environment' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Live registry');
  await form.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Production' }).click();
  await form.getByRole('textbox', { name: 'Institution id' }).fill(SANDBOX_INSTITUTION_ID);
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Activate Live registry' }).click();

  await expect(environmentSwitcher(page)).toHaveText(/^PRODUCTION\s*Live registry$/);
  await expect(page.getByText(/You are working on PRODUCTION data/)).toBeVisible();
  await expectAccessible(page, 'a production environment');
});

test('an environment at an address the dashboard may not call is refused on that address, not saved to fail later', async ({ page }) => {
  // The check is a request the policy blocks: the browser logs that block, which is what is expected here.
  test.info().annotations.push({ type: 'expected-console-error', description: 'https://api.example-registry.test' });
  await openDashboard(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Add environment' }).click();
  const form = page.getByRole('dialog', { name: 'Add environment' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Unlisted registry');
  const baseUrl = form.getByRole('textbox', { name: /Base URL/ });
  // Not in the service's CONNECT_SRC (the test service lists only the sandbox's origin).
  await baseUrl.fill('https://api.example-registry.test');
  await form.getByRole('textbox', { name: 'Institution id' }).fill(SANDBOX_INSTITUTION_ID);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(baseUrl).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/may not call https:\/\/api\.example-registry\.test: its security policy does not list it/)).toBeVisible();
  await expect(baseUrl).toBeFocused();
  // What was typed stays; the environment is not in the list.
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Unlisted registry');
  await expect(page.getByRole('button', { name: 'Activate Unlisted registry' })).toHaveCount(0);
});
