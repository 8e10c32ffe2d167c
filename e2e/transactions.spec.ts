import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import type { TokenizedAssetDto, TransactionQueryDto, TxDto } from '../src/api/generated/types.gen';
import { demoProfile, isDemoRecord } from './support/app';
import { expectAccessible } from './support/axe';
import { expectGridShows, queryApi } from './support/transactions';


test('filter, sort and page the transaction grid; share the URL; Back and Forward; open a row; export the view', async ({ page, request, context }) => {
  const demo = await demoProfile(request);
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  const all = await expectGridShows(page, request, demo, { take: 25 });
  await expect(page.getByRole('status').filter({ hasText: /transactions$/ })).toHaveText(`${all.count.toLocaleString('en-GB')} transactions`);
  await expectAccessible(page, 'the transaction grid');

  // Sort by amount (largest first), then the second page.
  await page.getByRole('columnheader', { name: 'Amount' }).click();
  await expect(page).toHaveURL(/sort=amount/);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  const byAmountPage2Body: TransactionQueryDto = { take: 25, skip: 25, sortPath: 'amount', sortDirection: 'desc' };
  await expectGridShows(page, request, demo, byAmountPage2Body);
  const sortedUrl = page.url();

  // Filter Failed: back to the first page, only Failed rows.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page).toHaveURL(/status=Failed/);
  await expect(page).not.toHaveURL(/page=2/);
  const failedBody: TransactionQueryDto = { take: 25, sortPath: 'amount', sortDirection: 'desc', txStatus: 'Failed' };
  const failed = await expectGridShows(page, request, demo, failedBody);
  expect(failed.count).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: /transactions?$/ })).toHaveText(new RegExp(`^${failed.count} transactions?$`));
  const filteredUrl = page.url();

  // The same URL in a new page shows the same view.
  const other = await context.newPage();
  await other.goto(filteredUrl);
  await expectGridShows(other, request, demo, failedBody);
  await expect(other.getByRole('combobox', { name: 'Status' })).toHaveText('Failed');
  await other.close();

  // Back restores the sorted second page; Forward the filter.
  await page.goBack();
  await expect(page).toHaveURL(sortedUrl);
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(/^26–50 of/);
  await expectGridShows(page, request, demo, byAmountPage2Body);
  await expect(page).toHaveURL(sortedUrl);
  await page.goForward();
  await expect(page).toHaveURL(filteredUrl);
  const failedNow = await expectGridShows(page, request, demo, failedBody);

  // A row opens the side panel with every field.
  const first = failedNow.result[0];
  await page.locator(`.MuiDataGrid-row[data-id="${first.id}"] [data-field="txAction"]`).click();
  const panel = page.getByRole('dialog', { name: 'Transaction' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(first.txId, { exact: true }).first()).toBeAttached();
  await expect(panel.getByText('Failed')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]tx=${first.txId}`));
  await expectAccessible(page, 'the transaction side panel');
  await panel.getByRole('button', { name: 'Close details' }).click();
  await expect(panel).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]tx=/);

  // Back closes the panel (on a phone it fills the screen), Forward opens it again; the link opens it in a new page.
  await page.locator(`.MuiDataGrid-row[data-id="${first.id}"] [data-field="txAction"]`).click();
  await expect(panel).toBeVisible();
  const panelUrl = page.url();
  await page.goBack();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/status=Failed/);
  await page.goForward();
  await expect(panel.getByText(first.txId, { exact: true }).first()).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  const linked = await context.newPage();
  await linked.goto(panelUrl);
  await expect(linked.getByRole('dialog', { name: 'Transaction' }).getByText(first.txId, { exact: true }).first()).toBeAttached();
  await linked.goto(panelUrl.replace(first.txId, 'NO-SUCH-TX'));
  await expect(linked.getByRole('dialog', { name: 'Transaction' })).toContainText('No transaction NO-SUCH-TX was found');
  await linked.close();

  // Export: every Failed transaction, in the grid's order, every field.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8')).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('id,txId,institutionId,projectId,tokenizedAssetId,unitName,txAction,txStatus,blockchain,fromAddress,toAddress,amount,fee,note,retryCount,createdAt,updatedAt,confirmedAt,amountInAssetUnits');
  const everyFailed: TxDto[] = [];
  for (let skip = 0; skip < failedNow.count; skip += 200) {
    everyFailed.push(...(await queryApi(request, demo, { take: 200, skip, sortPath: 'amount', sortDirection: 'desc', txStatus: 'Failed' })).result);
  }
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(everyFailed.map((t) => t.id));
  expect(lines.slice(1).every((line) => line.split(',')[7] === 'Failed')).toBe(true);
  await expect(page.getByText(`Exported ${failedNow.count} row`)).toBeVisible();
});

test('Back from a search returns to the page it was typed on, also when that page lies past the search\'s end', async ({ page, request }) => {
  const demo = await demoProfile(request);
  await page.goto('/transactions?page=4');
  const onPage4 = await expectGridShows(page, request, demo, { take: 25, skip: 75 });
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(/^76–100 of/);
  // A transaction's own id: a search with a page or so of matches, so page 4 lies past its end.
  const text = onPage4.result[0].txId;
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page).toHaveURL(/[?&]q=/);
  await expectGridShows(page, request, demo, { take: 25, searchText: text });
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=4/);
  await expectGridShows(page, request, demo, { take: 25, skip: 75 });
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(/^76–100 of/);
  await expect(page).toHaveURL(/[?&]page=4/);
});

test('a filter that is not valid lists and exports nothing until it is corrected or cleared', async ({ page, request }) => {
  const demo = await demoProfile(request);
  await page.goto('/transactions');
  await expectGridShows(page, request, demo, { take: 25 });
  const assetId = page.getByRole('textbox', { name: 'Asset id' });
  await assetId.fill('not-a-uuid');
  await assetId.press('Enter');
  // Not all transactions under a filter that says otherwise: a message instead of rows, no count, no export.
  await expect(page.getByText('A filter above is not valid')).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Transactions' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /transactions$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await expectAccessible(page, 'the grid with a filter that is not valid');
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expectGridShows(page, request, demo, { take: 25 });
  await expect(page.getByRole('status').filter({ hasText: /transactions$/ })).toHaveText(/^[\d,]+ transactions$/);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});

test('a New transaction changes status in the grid without a reload', async ({ page, request }) => {
  const demo = await demoProfile(request);
  const headers = { 'X-API-KEY': demo.apiKey };
  const assets = ((await (await request.get(`/api/Tokenization/${demo.institutionId}/tokenized-assets`, { headers })).json()) as { data: TokenizedAssetDto[] }).data;
  // Of the demo data (a flow's asset, made before, may have no supply left for this mint).
  const asset = assets.find((a) => a.status === 'Finalized' && isDemoRecord(a));
  expect(asset, 'the demo data has a finalized asset').toBeTruthy();

  const memo = `e2e mint ${Date.now()}`;
  const minted = await request.post(`/api/Tokenization/${demo.institutionId}/mint-token-request`, {
    headers,
    data: { tokenizedAssetId: asset!.id, amount: 1250, receiverWalletAddress: 'E2E-RECEIVER-WALLET', memo },
  });
  expect(minted.ok()).toBe(true);
  const created = (await queryApi(request, demo, { take: 1, searchText: memo })).result[0];

  // Show it: the unfiltered grid, searched by its memo (one click, no reload afterwards).
  await page.goto(`/transactions?q=${encodeURIComponent(memo)}`);
  const row = page.locator(`.MuiDataGrid-row[data-id="${created.id}"]`);
  await expect(row).toBeVisible();
  await expect(row.locator('[data-field="txStatus"]')).toHaveText('New');
  await expect(page.getByLabel('Auto-refresh')).toBeChecked();
  // The simulated ledger settles after 8 s here (LEDGER_SETTLE_MS; a retried one a few seconds later); the grid
  // refreshes by itself.
  let settled: TxDto | undefined;
  await expect
    .poll(async () => {
      settled = (await queryApi(request, demo, { take: 1, txId: created.txId })).result[0];
      return settled.txStatus === 'New' || settled.txStatus === 'Retrying';
    }, { timeout: 30_000 })
    .toBe(false);
  await expect(row.locator('[data-field="txStatus"]')).toHaveText(settled!.txStatus, { timeout: 10_000 });
});

test('a link to another project\'s transaction on a project\'s tab says it is not this project\'s, and finds it in all transactions', async ({ page, request }) => {
  const demo = await demoProfile(request);
  const headers = { 'X-API-KEY': demo.apiKey };
  const { result } = await queryApi(request, demo, { take: 100 });
  const tx = result.find((t) => t.projectId !== null && t.tokenizedAssetId !== null);
  expect(tx, 'a demo transaction of a project and an asset').toBeTruthy();
  const projects = ((await (await request.get(`/api/Project/${demo.institutionId}`, { headers })).json()) as { data: { id: string; name: string }[] }).data;
  const assets = ((await (await request.get(`/api/Tokenization/${demo.institutionId}/tokenized-assets`, { headers })).json()) as { data: TokenizedAssetDto[] }).data;
  const other = projects.find((p) => p.id !== tx!.projectId);
  expect(other, 'a second project').toBeTruthy();

  await page.goto(`/projects/${other!.id}?tab=transactions&tx=${encodeURIComponent(tx!.txId)}`);
  const panel = page.getByRole('dialog', { name: 'Transaction' });
  await expect(panel).toContainText(`No transaction ${tx!.txId} was found in this project.`);
  await panel.getByRole('link', { name: 'Find it in all transactions' }).click();
  await expect(page).toHaveURL(/\/transactions\?/);
  const found = page.getByRole('dialog', { name: 'Transaction' });
  await expect(found.getByText(tx!.txId, { exact: true }).first()).toBeAttached();
  // Its asset and project by name (their ids beside).
  const asset = assets.find((a) => a.id === tx!.tokenizedAssetId)!;
  await expect(found.getByText(`${asset.name} (${asset.unitName})`, { exact: true })).toBeVisible();
  await expect(found.getByText(projects.find((p) => p.id === tx!.projectId)!.name, { exact: true })).toBeVisible();
  // The grid behind it filtered on it (its field is under the open panel, hidden from the accessibility tree).
  await expect(page).toHaveURL(new RegExp(`[?&]txId=${tx!.txId}`));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: 'Transaction id (exact)' })).toHaveValue(tx!.txId);
});
