import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { ProjectDto, TokenizedAssetDto, TransactionQueryDto } from '../src/api/generated/types.gen';
import { demoProfile, isDemoRecord } from './support/app';
import { expectAccessible } from './support/axe';
import { expectGridShows, queryApi } from './support/transactions';

// The transactions tab of a project's and an asset's page: the transaction grid fixed on them, loaded only when the
// tab opens.

// Two accessibility checks and a dozen reads of the service beside the grid: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });


/** Every script the page loads from now on, with its text (as the browser received it, decompressed). */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text().catch(() => ''));
  });
  return scripts;
}

/**
 * Whether any of the scripts holds MUI X DataGrid code: its components name their CSS classes "MuiDataGrid-…". The
 * bare theme key "MuiDataGrid" is not the grid (the grid's German texts are given as `{ components: { MuiDataGrid:
 * … } }`, a line the build may merge into a small file the page loads anyway).
 */
async function loadsDataGrid(scripts: Map<string, Promise<string>>): Promise<boolean> {
  const texts = await Promise.all(scripts.values());
  return texts.some((text) => text.includes('MuiDataGrid-'));
}

test("a project's transactions tab shows only its transactions, loads the grid only when opened, and opens a row", async ({ page, request }) => {
  const demo = await demoProfile(request);
  const headers = { 'X-API-KEY': demo.apiKey };
  const projects = ((await (await request.get(`/api/Project/${demo.institutionId}`, { headers })).json()) as { data: ProjectDto[] }).data;
  const all = await queryApi(request, demo, { take: 1 });
  // A project with transactions, but not all of the institution's: the tab must narrow the view.
  let project: ProjectDto | undefined;
  for (const candidate of projects) {
    const { count } = await queryApi(request, demo, { take: 1, projectId: candidate.id });
    if (count > 0 && count < all.count) {
      project = candidate;
      break;
    }
  }
  expect(project, 'the demo data has a project with some of the transactions').toBeTruthy();
  const fixed: TransactionQueryDto = { take: 25, projectId: project!.id };

  const scripts = recordScripts(page);
  await page.goto(`/projects/${project!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: project!.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await loadsDataGrid(scripts), 'the project page loads DataGrid code before its transactions tab opens').toBe(false);

  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/[?&]tab=transactions/);
  const shown = await expectGridShows(page, request, demo, fixed);
  expect(await loadsDataGrid(scripts)).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: /transactions?$/ })).toHaveText(new RegExp(`^${shown.count.toLocaleString('en-GB')} transactions?$`));
  // The project is fixed: no field to change or remove it.
  await expect(page.getByRole('textbox', { name: 'Project id' })).toHaveCount(0);
  await expectAccessible(page, "a project's transactions tab");

  // A filter of the tab goes to the URL beside the tab; clearing the filters keeps the project.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Successful' }).click();
  await expect(page).toHaveURL(/[?&]tab=transactions/);
  await expect(page).toHaveURL(/[?&]status=Successful/);
  await expectGridShows(page, request, demo, { ...fixed, txStatus: 'Successful' });
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).not.toHaveURL(/status=/);
  const again = await expectGridShows(page, request, demo, fixed);
  expect(again.result.every((tx) => tx.projectId === project!.id)).toBe(true);

  // A row opens the side panel: this project's transaction.
  const first = again.result[0];
  await page.locator(`.MuiDataGrid-row[data-id="${first.id}"] [data-field="txAction"]`).click();
  const panel = page.getByRole('dialog', { name: 'Transaction' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(first.txId, { exact: true }).first()).toBeAttached();
  await expect(panel.getByText(project!.id, { exact: true })).toBeAttached();
  await expectAccessible(page, "the side panel of a project's transaction");
  await panel.getByRole('button', { name: 'Close details' }).click();
  await expect(panel).toBeHidden();

  // The shared URL opens the same tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Transactions', selected: true })).toBeVisible();
  await expectGridShows(page, request, demo, fixed);
});

test("an asset's transactions tab shows only its transactions", async ({ page, request }) => {
  const demo = await demoProfile(request);
  const headers = { 'X-API-KEY': demo.apiKey };
  const assets = ((await (await request.get(`/api/Tokenization/${demo.institutionId}/tokenized-assets`, { headers })).json()) as { data: TokenizedAssetDto[] }).data;
  let asset: TokenizedAssetDto | undefined;
  // Of the demo data (the flows' newer assets have a transaction or two, or none).
  for (const candidate of assets.filter(isDemoRecord)) {
    if ((await queryApi(request, demo, { take: 1, tokenizedAssetId: candidate.id })).count > 0) {
      asset = candidate;
      break;
    }
  }
  expect(asset, 'the demo data has an asset with transactions').toBeTruthy();

  const scripts = recordScripts(page);
  await page.goto(`/assets/${asset!.id}`);
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await loadsDataGrid(scripts), 'the asset page loads DataGrid code before its transactions tab opens').toBe(false);

  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/[?&]tab=transactions/);
  const shown = await expectGridShows(page, request, demo, { take: 25, tokenizedAssetId: asset!.id });
  expect(shown.result.every((tx) => tx.tokenizedAssetId === asset!.id)).toBe(true);
  await expect(page.getByRole('textbox', { name: 'Asset id' })).toHaveCount(0);
  await expectAccessible(page, "an asset's transactions tab");
});
