import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ALGORAND_RECEIVERS } from './support/wallets';
import { isinCheckDigit } from '../src/features/assets/lib/isin';
import { demoProfile, openDashboard } from './support/app';
import { expectAccessible } from './support/axe';

const DISTRIBUTOR = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const PASSPHRASE = 'correct horse battery staple';

/** A unit name (at most 8 bytes) and an ISIN with a valid check digit that no other run uses. */
function uniqueIdentifiers(prefix: string) {
  const tag = `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36).padStart(2, '0')}`.toUpperCase();
  const unitName = `${prefix}${tag}`.slice(0, 8);
  const body = `XS${tag.padStart(9, '0')}`.slice(0, 11);
  return { unitName, isin: `${body}${isinCheckDigit(body)}` };
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillIdentity(page: Page, v: { name: string; unitName: string; isin: string; kind?: 'Bond' | 'Share' }) {
  if (v.kind) await page.getByRole('radio', { name: v.kind === 'Bond' ? 'Bond' : 'Share', exact: true }).check();
  await field(page, 'Name').fill(v.name);
  await field(page, 'Unit name').fill(v.unitName);
  await field(page, 'ISIN').fill(v.isin);
  await field(page, 'Issuer').fill('Hafenstadt Finanz AG');
}

async function fillSupply(page: Page, supply = '1000000', decimals = '2') {
  await field(page, 'Total supply (base units)').fill(supply);
  await field(page, 'Decimals').fill(decimals);
  await field(page, 'Distributor wallet id').fill(DISTRIBUTOR);
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function startWizard(page: Page) {
  await openDashboard(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Assets' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
  await page.getByRole('link', { name: 'Issue asset' }).first().click();
  await expect(stepHeading(page, 'Identity')).toBeVisible();
}

/** An asset initialized (and finalized when asked) through the API, as another back-office user would have done. */
async function assetViaApi(request: APIRequestContext, finalize: boolean, decimals = 2, kind: 'Bond' | 'Share' | 'Other' | null = null) {
  const demo = await demoProfile(request);
  const headers = { 'X-API-KEY': demo.apiKey };
  const { unitName, isin } = uniqueIdentifiers('API');
  const init = await request.post(`/api/Tokenization/${demo.institutionId}/tokenized-assets`, {
    headers,
    data: { name: `Api Note ${unitName}`, unitName, isin, issuerName: 'Api Issuer AG', totalSupply: 100_000, decimals, distributorWalletId: DISTRIBUTOR, kind },
  });
  expect(init.ok()).toBe(true);
  const id = ((await init.json()) as { data: { id: string } }).data.id;
  if (finalize) {
    const done = await request.put(`/api/Tokenization/${demo.institutionId}/tokenized-assets/${id}`, { headers, data: { passphrase: PASSPHRASE } });
    expect(done.ok()).toBe(true);
  }
  const countMints = async () => {
    const response = await request.post(`/api/Transaction/institutionId/${demo.institutionId}`, { headers, data: { tokenizedAssetId: id, take: 200 } });
    const page = ((await response.json()) as { data: { result: { txAction: string }[] } }).data;
    return page.result.filter((t) => t.txAction === 'TxAsset').length;
  };
  return { id, unitName, name: `Api Note ${unitName}`, countMints };
}

test('issue a bond from empty to finalized, with the wizard\'s checks on the way', async ({ page }) => {
  await startWizard(page);
  await expectAccessible(page, 'wizard: identity');
  const { unitName, isin } = uniqueIdentifiers('BND');
  await fillIdentity(page, { name: `Harbour Bond ${unitName}`, unitName, isin: 'US0378331006' });
  await next(page);
  // The ISIN's check digit is wrong: the wizard stays, the error is on the field.
  await expect(field(page, 'ISIN')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The check digit does not match')).toBeVisible();
  await field(page, 'ISIN').fill(isin);
  // The unit name counts bytes: five umlauts are ten bytes.
  await field(page, 'Unit name').fill('ÄÖÜÄÖ');
  await expect(page.getByText('10/8 bytes')).toBeVisible();
  await field(page, 'Unit name').fill(unitName);
  await next(page);

  await expect(stepHeading(page, 'Supply and controls')).toBeVisible();
  await fillSupply(page, '1000050', '2');
  await expect(page.getByTestId('whole-units')).toHaveText('= 10,000.5 in whole units');
  await page.getByRole('switch', { name: 'Clawback' }).uncheck();
  await expect(page.getByRole('alert').filter({ hasText: 'can never be turned on' })).toBeVisible();
  await expectAccessible(page, 'wizard: supply');
  await next(page);

  await expect(stepHeading(page, 'Terms')).toBeVisible();
  await page.getByLabel('First coupon date').fill('2027-06-30');
  await field(page, 'Interest rate (%)').fill('3.25');
  await field(page, 'Number of payments').fill('5');
  await page.getByRole('button', { name: 'Add attribute' }).click();
  await field(page, 'Key 1').fill('rating');
  await field(page, 'Value 1').fill('A-');
  await expectAccessible(page, 'wizard: terms');
  await next(page);

  await expect(stepHeading(page, 'Review')).toBeVisible();
  await expect(page.getByText(isin)).toBeVisible();
  await expectAccessible(page, 'wizard: review');
  await page.getByRole('button', { name: 'Initialize' }).click();

  const dialog = page.getByRole('dialog', { name: `Finalize “Harbour Bond ${unitName} (${unitName})”` });
  await expect(dialog).toBeVisible();
  // On the asset's page already, in place of the wizard: a reload from here finds the asset, not an empty wizard.
  await expect(page).toHaveURL(/\/assets\/[0-9a-f-]{36}$/);
  // The notification of the initialize slides in beside the dialog: judge colours once it is there, not mid-slide.
  await expect(page.locator('.MuiSnackbar-root').getByText(/initialized\. Finalize it now or later from its page\./)).toBeVisible();
  await expectAccessible(page, 'wizard: finalize');
  const passphrase = dialog.getByLabel('Passphrase');
  await expect(passphrase).toHaveAttribute('type', 'password');
  await passphrase.fill(PASSPHRASE);
  await dialog.getByRole('button', { name: 'Finalize', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Harbour Bond ${unitName}` })).toBeVisible();
  await expect(page.getByText('Finalized', { exact: true }).first()).toBeVisible();
  // The issuing transaction, its action named as the grid names it.
  await expect(page.getByRole('table', { name: 'Transactions' }).getByText('Issue asset', { exact: true })).toBeVisible();
  await expect(page.getByText('rating')).toBeVisible();
  await expect(page.getByText('3.25')).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(PASSPHRASE);
  await expectAccessible(page, 'asset page');
});

test('a share demands its four share fields together', async ({ page }) => {
  await startWizard(page);
  const { unitName, isin } = uniqueIdentifiers('SHR');
  await fillIdentity(page, { name: `Quay Shares ${unitName}`, unitName, isin, kind: 'Share' });
  await next(page);
  await fillSupply(page, '5000', '0');
  await next(page);
  await expect(stepHeading(page, 'Terms')).toBeVisible();
  await next(page);
  await expect(field(page, 'Share class')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Voting rights')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Required for a share')).toHaveCount(4);
  await expectAccessible(page, 'wizard: share terms with errors');
  await field(page, 'Share class').fill('A (ordinary)');
  await field(page, 'Voting rights').fill('One vote per share');
  await page.getByRole('radiogroup', { name: 'Par value' }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('radiogroup', { name: 'Voting right' }).getByRole('radio', { name: 'Yes' }).check();
  await next(page);
  await expect(stepHeading(page, 'Review')).toBeVisible();
  await page.getByRole('button', { name: 'Initialize' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finalize later' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Quay Shares ${unitName}` })).toBeVisible();
  // Later is later: a reload shows the page with its Finalize button, not the dialog again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Finalize' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Share class')).toBeVisible();
});

test('the service\'s rejection lands on its step and field', async ({ page }) => {
  await startWizard(page);
  const { isin } = uniqueIdentifiers('DUP');
  // GEB27 is a demo asset's unit name: only the service knows it is taken.
  await fillIdentity(page, { name: 'Duplicate Unit Name', unitName: 'GEB27', isin });
  await next(page);
  await fillSupply(page);
  await next(page);
  await next(page);
  await page.getByRole('button', { name: 'Initialize' }).click();
  await expect(stepHeading(page, 'Identity')).toBeVisible();
  await expect(field(page, 'Unit name')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Unit name')).toBeFocused();
  await expect(page.getByText('already exists in the institution')).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue('Duplicate Unit Name');
  await expectAccessible(page, 'wizard: server error on identity');
});

test('a reload mid-wizard loses nothing, and the draft can be discarded', async ({ page }) => {
  await startWizard(page);
  const { unitName, isin } = uniqueIdentifiers('RLD');
  await fillIdentity(page, { name: `Reload Note ${unitName}`, unitName, isin });
  await next(page);
  await fillSupply(page, '777', '1');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText('Your draft from this tab was restored.')).toBeVisible();
  await expect(stepHeading(page, 'Supply and controls')).toBeVisible();
  await expect(field(page, 'Total supply (base units)')).toHaveValue('777');
  await expect(page.getByTestId('whole-units')).toHaveText('= 77.7 in whole units');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(field(page, 'Unit name')).toHaveValue(unitName);
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(field(page, 'Unit name')).toHaveValue('');
});

test('leaving the wizard with changes asks first', async ({ page }) => {
  await startWizard(page);
  await field(page, 'Name').fill('Half-typed asset');
  await page.getByRole('navigation').getByRole('link', { name: 'Projects' }).first().click();
  const ask = page.getByRole('dialog', { name: 'Leave the wizard?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(field(page, 'Name')).toHaveValue('Half-typed asset');
});

test('an initialized asset is listed as such and finalized later from its page', async ({ page, request }) => {
  // Issued as Other: listed and shown as Other, not as the bond its fields would suggest.
  const asset = await assetViaApi(request, false, 2, 'Other');
  await openDashboard(page);
  await page.goto(`/assets?q=${asset.unitName}`);
  const row = page.getByRole('row').filter({ hasText: asset.unitName });
  await expect(row.getByText('not finalized')).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Other', exact: true })).toBeVisible();
  await expectAccessible(page, 'assets list');
  await row.getByRole('link', { name: asset.name }).click();
  await expect(page.getByText('initialized but not finalized')).toBeVisible();
  await expect(page.getByText(new RegExp(`^${asset.unitName} · \\w+ · Other$`))).toBeVisible();
  await page.getByRole('button', { name: 'Finalize' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Passphrase').fill('short');
  await dialog.getByRole('button', { name: 'Finalize', exact: true }).click();
  await expect(dialog.getByText('At least 8 characters.')).toBeVisible();
  await dialog.getByLabel('Passphrase').fill(PASSPHRASE);
  await dialog.getByRole('button', { name: 'Finalize', exact: true }).click();
  await expect(page.getByText(`“${asset.name} (${asset.unitName})” finalized.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mint' })).toBeVisible();
});

test('mint in whole units, never twice on a double click, and send metadata', async ({ page, request }) => {
  const asset = await assetViaApi(request, true, 2);
  await openDashboard(page);
  await page.goto(`/assets?q=${asset.unitName}`);
  await page.getByRole('link', { name: asset.name }).click();
  await page.getByRole('button', { name: 'Mint' }).click();
  const dialog = page.getByRole('dialog', { name: `Mint “${asset.name} (${asset.unitName})”` });
  await dialog.getByLabel('Amount (whole units)').fill('1000.001');
  // Not an address on the asset's chain: refused on its field (a mint to it would be lost).
  await dialog.getByLabel('Receiver wallet address').fill('hello');
  await dialog.getByRole('button', { name: 'Request mint' }).click();
  await expect(dialog.getByText('Not an address on Algorand: 58 characters, capital letters A–Z and digits 2–7.')).toBeVisible();
  await dialog.getByLabel('Receiver wallet address').fill(ALGORAND_RECEIVERS.first);
  await expect(dialog.getByText('At most 2 decimal places')).toBeVisible();
  // 100000 base units with 2 decimals: 1000 whole units, and not one base unit more.
  await dialog.getByLabel('Amount (whole units)').fill('1000.01');
  await expect(dialog.getByText('Only 1,000 is left of the supply.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Request mint' }).click();
  await expect(dialog.getByLabel('Amount (whole units)')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Amount (whole units)').fill('250.5');
  await expect(dialog.getByText('= 25,050 base units')).toBeVisible();
  await expectAccessible(page, 'mint dialog');
  await dialog.getByRole('button', { name: 'Request mint' }).dblclick();
  const confirm = page.getByRole('dialog', { name: /^Mint units of/ });
  await expect(confirm).toContainText(`Amount in whole units: 250.5 (25,050 in base units). Receiver: ${ALGORAND_RECEIVERS.first}`);
  // The whole address, to check it by: wrapped inside the dialog, not running out of it.
  expect(await confirm.locator('.MuiDialogContentText-root').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await confirm.getByRole('button', { name: 'Mint' }).click();
  await expect(page.getByText(`Mint of “${asset.name} (${asset.unitName})” requested: 250.5 in whole units.`)).toBeVisible();
  expect(await asset.countMints()).toBe(1);
  const mintRow = page.getByRole('table', { name: 'Transactions' }).getByRole('row').filter({ hasText: 'Asset transfer' });
  await expect(mintRow).toContainText('New');
  // The ledger settles it within seconds: the page shows that without a reload.
  await expect(mintRow).not.toContainText('New', { timeout: 20_000 });

  await page.getByRole('button', { name: 'Send metadata' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send metadata' }).click();
  await expect(page.getByText(`Metadata of “${asset.name} (${asset.unitName})” sent on chain.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Transactions' }).getByText('Native transfer', { exact: true })).toBeVisible();
  expect(await asset.countMints()).toBe(1);
});

test('a mint retried after its answer was lost is recorded once', async ({ page, request }) => {
  const asset = await assetViaApi(request, true, 0);
  await openDashboard(page);
  await page.goto(`/assets?q=${asset.unitName}`);
  await page.getByRole('link', { name: asset.name }).click();
  // The first request reaches the service, but its answer never reaches the browser (a timeout, a dropped line).
  let lost = 0;
  await page.route('**/mint-token-request', async (route) => {
    if (lost++ === 0) {
      await route.fetch();
      await route.abort('timedout');
    } else {
      await route.continue();
    }
  });
  await page.getByRole('button', { name: 'Mint' }).click();
  const dialog = page.getByRole('dialog', { name: /^Mint “/ });
  await dialog.getByLabel('Amount (whole units)').fill('40');
  await dialog.getByLabel('Receiver wallet address').fill(ALGORAND_RECEIVERS.second);
  await dialog.getByRole('button', { name: 'Request mint' }).click();
  await page.getByRole('dialog', { name: /^Mint units of/ }).getByRole('button', { name: 'Mint' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  expect(await asset.countMints()).toBe(1);
  // The person tries again with the same values: the same idempotency key goes out, nothing is minted twice.
  await dialog.getByRole('button', { name: 'Request mint' }).click();
  await page.getByRole('dialog', { name: /^Mint units of/ }).getByRole('button', { name: 'Mint' }).click();
  await expect(page.getByText(`Mint of “${asset.name} (${asset.unitName})” requested: 40 in whole units.`)).toBeVisible();
  // The failure notice of the lost attempt is stale now: it is gone, not left beside (or ahead of) the success.
  await expect(page.getByRole('alert').filter({ hasText: 'The mint request failed.' })).toHaveCount(0);
  expect(lost).toBe(2);
  expect(await asset.countMints()).toBe(1);
});

test('a project\'s page starts the wizard with the project chosen', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('link', { name: 'Vineyard Revenue Participation' }).click();
  await page.getByRole('tab', { name: 'Assets' }).click();
  await page.getByRole('link', { name: 'Issue asset' }).click();
  await expect(stepHeading(page, 'Identity')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Project' }).locator('option:checked')).toHaveText('Vineyard Revenue Participation');
});

test('a search typed on a slow machine keeps every character, in the box and in the URL', async ({ page }) => {
  await page.goto('/assets');
  await expect(page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
  // A phone-class CPU: each keystroke's URL change renders after the next key is already typed.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const box = page.getByRole('searchbox', { name: /search/i });
  await box.pressSequentially('green energy', { delay: 30 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(box).toHaveValue('green energy');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('green energy');
});

test('an asset page with its holders and transfers fits a phone without scrolling sideways', async ({ page, request }) => {
  const demo = await demoProfile(request);
  const headers = { 'X-API-KEY': demo.apiKey };
  const list = await request.get(`/api/Tokenization/${demo.institutionId}/tokenized-assets`, { headers });
  const assets = ((await list.json()) as { data: { id: string; status: string }[] }).data;
  // One that has both (the newest finalized asset may be another test's, with neither): a demo asset.
  let shown: string | undefined;
  for (const asset of assets.filter((a) => a.status === 'Finalized')) {
    const details = (await (await request.get(`/api/Tokenization/${demo.institutionId}/tokenized-assets/${asset.id}`, { headers })).json()) as {
      data: { holders: unknown[]; transfers: unknown[] };
    };
    if (details.data.holders.length && details.data.transfers.length) {
      shown = asset.id;
      break;
    }
  }
  expect(shown, 'the demo data has a finalized asset with holders and transfers').toBeDefined();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/assets/${shown}`);
  await expect(page.getByRole('table', { name: 'Holders', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Transfers', exact: true })).toBeVisible();
  // Wallet addresses and transaction ids, shortened, with their full value for screen readers.
  await expect(page.locator('span[title][style*="monospace"]').first()).toBeVisible();
  const pageWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
});
