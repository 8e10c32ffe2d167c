import { expect, test } from './support/test';
import { demoProfile, isDemoRecord, openDashboard, uniqueName } from './support/app';
import { expectAccessible } from './support/axe';

test('create a project: client-side errors on the field, then success on its page (focus on its heading) and in the list', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the new-project form');

  const name = dialog.getByRole('textbox', { name: 'Name' });
  // Nothing typed: the error sits on the name field and nothing is sent.
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  // Only spaces: still refused, on the same field.
  await name.fill('   ');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  const projectName = uniqueName('Harbour Bridge Notes');
  await name.fill(projectName);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Notes financing the renewal of the harbour bridge.');
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByText(`Project “${projectName}” created.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The new project's page, its heading holding the focus (the dialog and its button went away with the list).
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeFocused();
  await page.goto('/');
  await expect(page.getByRole('link', { name: projectName })).toBeVisible();
});

test('edit a project with the keyboard only', async ({ page }) => {
  await openDashboard(page);
  const original = uniqueName('Keyboard Project');
  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(original);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Project “${original}” created.`)).toBeVisible();
  await page.goto('/');

  await page.getByRole('button', { name: `Edit ${original}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit project' });
  await expect(dialog).toBeVisible();
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  const renamed = `${original} (renamed)`;
  await name.fill(renamed);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Edited without a mouse.');
  await name.press('Enter');
  await expect(page.getByText(`Project “${renamed}” saved.`)).toBeVisible();
  await expect(page.getByRole('link', { name: renamed })).toBeVisible();
  await expect(page.getByRole('link', { name: original, exact: true })).toHaveCount(0);
});

test('the service\'s own rejection lands on the field it names, and what was typed stays', async ({ page }) => {
  await openDashboard(page);
  // Project names are unique within an institution; only the service knows which names exist.
  const existing = 'Green Energy Bond 2027';
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(existing);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('A second project with a taken name.');
  await dialog.getByRole('button', { name: 'Create' }).click();

  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(/already exists/)).toBeVisible();
  await expect(name).toHaveValue(existing);
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('A second project with a taken name.');
});

test('on a phone, a link to a project tab far along the row shows that tab, selected, in view', async ({ page, request }) => {
  const demo = await demoProfile(request);
  const list = await request.get(`/api/Project/${demo.institutionId}`, { headers: { 'X-API-KEY': demo.apiKey } });
  // The demo data's newest (a flow's project, made before, may have a name long enough to change the layout).
  const project = ((await list.json()) as { data: { id: string; createdAt: string }[] }).data.find(isDemoRecord);
  expect(project).toBeDefined();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/projects/${project!.id}?tab=extract`);
  const tab = page.getByRole('tab', { name: 'Registry extract' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toBeInViewport({ ratio: 0.95 });
  // Back to the first tab with the keyboard: the row follows.
  await tab.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeInViewport({ ratio: 0.95 });
});
