import type { APIRequestContext, Page, Route } from '@playwright/test';
import { finalizedAssetViaApi, mintsOf, type ApiAsset } from './support/assets';
import { chooseCountry, uniqueEmail } from './support/customers';
import type { DemoProfile } from './support/app';
import { expect, test, type OwnService } from './support/own-service';
import { ALGORAND_RECEIVERS } from './support/wallets';

// The service really goes away here: each flow runs against a service process of its own (./support/own-service),
// SIGKILLs it while a customer form and a mint dialog are filled in, starts it again on the same port and data
// folder, and retries. The starts of that process, not the flows, take most of the time.
test.describe.configure({ timeout: 180_000 });

const OFFLINE = /Offline: The service cannot be reached/;

interface CustomerValues {
  firstName: string;
  lastName: string;
  email: string;
  birthDate: string;
  street: string;
  number: string;
  town: string;
}

const customerValues = (tag: string): CustomerValues => ({
  firstName: 'Łucja',
  lastName: `Outage-${tag}`,
  email: uniqueEmail(`outage-${tag}`),
  birthDate: '1988-11-02',
  street: 'Mariahilfer Straße',
  number: '12',
  town: 'Wien',
});

/** Opens the new-customer form of the service at `origin` and fills the kind, person and part of the address. */
async function fillCustomerPartway(page: Page, origin: string, v: CustomerValues) {
  await page.goto(`${origin}/customers/new`);
  const form = page.getByRole('form', { name: 'New customer' });
  await form.getByRole('radio', { name: 'Natural person' }).check();
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('textbox', { name: 'First name' }).fill(v.firstName);
  await form.getByRole('textbox', { name: 'Last name' }).fill(v.lastName);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(v.email);
  await form.getByLabel('Date of birth').fill(v.birthDate);
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('textbox', { name: 'Street' }).fill(v.street);
  await form.getByRole('textbox', { name: 'Number' }).fill(v.number);
  await form.getByRole('textbox', { name: 'Town' }).fill(v.town);
  return form;
}

/** The rest of the form: country and nationality, through the custody step to the review. */
async function finishCustomerToReview(page: Page, form: ReturnType<Page['getByRole']>) {
  await chooseCountry(page, form, 'Country', 'Austr', /^Austria \(AT\)$/);
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('heading', { name: 'Step 5 of 5: Review' })).toBeVisible();
}

/** Every value typed into the form is still there: on the review, and in the fields of the person and address steps. */
async function expectCustomerKept(form: ReturnType<Page['getByRole']>, v: CustomerValues) {
  for (const shown of [v.firstName, v.lastName, v.email, v.street, v.town, 'Austria (AT)']) await expect(form.getByText(shown, { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Back' }).click();
  await form.getByRole('button', { name: 'Back' }).click();
  await expect(form.getByRole('textbox', { name: 'Street' })).toHaveValue(v.street);
  await expect(form.getByRole('textbox', { name: 'Number' })).toHaveValue(v.number);
  await expect(form.getByRole('textbox', { name: 'Town' })).toHaveValue(v.town);
  await form.getByRole('button', { name: 'Back' }).click();
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue(v.firstName);
  await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveValue(v.lastName);
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue(v.email);
  await expect(form.getByLabel('Date of birth')).toHaveValue(v.birthDate);
  for (let i = 0; i < 3; i += 1) await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('heading', { name: 'Step 5 of 5: Review' })).toBeVisible();
}

interface MintValues {
  amount: string;
  receiver: string;
  memo: string;
}

/** Opens the asset's page on the service at `origin` and fills its mint dialog. */
async function fillMint(page: Page, origin: string, asset: ApiAsset, v: MintValues) {
  await page.goto(`${origin}/assets/${asset.id}`);
  await page.getByRole('button', { name: 'Mint' }).click();
  const dialog = page.getByRole('dialog', { name: `Mint “${asset.label}”` });
  await dialog.getByLabel('Amount (whole units)').fill(v.amount);
  await dialog.getByLabel('Receiver wallet address').fill(v.receiver);
  await dialog.getByLabel('Memo').fill(v.memo);
  return dialog;
}

async function submitMint(page: Page, dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByRole('button', { name: 'Request mint' }).click();
  await page.getByRole('dialog', { name: /^Mint units of/ }).getByRole('button', { name: 'Mint' }).click();
}

async function expectMintKept(dialog: ReturnType<Page['getByRole']>, v: MintValues) {
  await expect(dialog.getByLabel('Amount (whole units)')).toHaveValue(v.amount);
  await expect(dialog.getByLabel('Receiver wallet address')).toHaveValue(v.receiver);
  await expect(dialog.getByLabel('Memo')).toHaveValue(v.memo);
}

async function customersWithEmail(request: APIRequestContext, origin: string, demo: DemoProfile, email: string): Promise<number> {
  const response = await request.post(`${origin}/api/external/v1/customers/list`, { headers: { 'X-API-KEY': demo.apiKey }, data: { search: email } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { count: number } }).data.count;
}

/**
 * Counts the asset page's reads of its asset that failed. After a failed mint the page reloads the asset (and retries
 * that read while the service is away); the dialog must outlive the last failed retry, so the flow waits for them.
 */
function failedAssetReads(page: Page, asset: ApiAsset): () => number {
  let failed = 0;
  page.on('requestfailed', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname.endsWith(`/tokenized-assets/${asset.id}`)) failed += 1;
  });
  return () => failed;
}

/** The second tab of the flow (the mint dialog) logs no error and throws nothing either; the guard watches the first. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  return errors;
}

async function openTabs(ownService: OwnService, request: APIRequestContext, page: Page, tag: string) {
  const demo = await ownService.demo(request);
  const asset = await finalizedAssetViaApi(request, ownService.origin, demo, { totalSupply: 1000, decimals: 0, prefix: 'OUT' });
  const minting = await page.context().newPage();
  const mintingErrors = watchErrors(minting);
  return { demo, asset, minting, mintingErrors, customer: customerValues(tag) };
}

test('the service killed mid-form: the submits fail clearly, nothing typed is lost, and the retries after its restart create one customer and one mint', async ({
  page,
  request,
  ownService,
}) => {
  const { origin } = ownService;
  const { demo, asset, minting, mintingErrors, customer } = await openTabs(ownService, request, page, 'killed');
  const mint: MintValues = { amount: '40', receiver: ALGORAND_RECEIVERS.outage, memo: 'Tranche während des Ausfalls' };

  const form = await fillCustomerPartway(page, origin, customer);
  const dialog = await fillMint(minting, origin, asset, mint);
  const failedReads = failedAssetReads(minting, asset);

  await ownService.kill();

  // The customer form is finished and sent while nothing answers.
  await finishCustomerToReview(page, form);
  await form.getByRole('button', { name: 'Create customer' }).click();
  await expect(form.getByText(OFFLINE)).toBeVisible();
  await expectCustomerKept(form, customer);

  // The mint too: a clear error in the dialog, which stays open with its values, also once the page has given up
  // reloading the asset.
  await submitMint(minting, dialog);
  await expect(dialog.getByRole('alert')).toContainText(OFFLINE);
  await expect.poll(failedReads, { message: 'the asset page reloads the asset and fails' }).toBeGreaterThanOrEqual(3);
  await expectMintKept(dialog, mint);

  await ownService.restart();

  await form.getByRole('button', { name: 'Create customer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${customer.firstName} ${customer.lastName}` })).toBeVisible();
  await submitMint(minting, dialog);
  await expect(minting.getByText(`Mint of “${asset.label}” requested: 40 in whole units.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  expect(await customersWithEmail(request, origin, demo, customer.email)).toBe(1);
  expect(await mintsOf(request, origin, demo, asset.id)).toEqual({ transactions: 1, minted: '0', pending: '40' });
  expect(mintingErrors).toEqual([]);
});

test('the service killed after writing, before answering: the retries after its restart find the customer and the mint already made', async ({
  page,
  request,
  ownService,
}) => {
  const { origin } = ownService;
  const { demo, asset, minting, mintingErrors, customer } = await openTabs(ownService, request, page, 'written');
  const mint: MintValues = { amount: '75', receiver: ALGORAND_RECEIVERS.second, memo: '' };

  const form = await fillCustomerPartway(page, origin, customer);
  await finishCustomerToReview(page, form);
  const dialog = await fillMint(minting, origin, asset, mint);

  // Each request reaches the service, which writes; its answer is held until the process is dead, and then the
  // browser's connection breaks, as it does when a service dies between its commit and its answer.
  let release!: () => void;
  const killed = new Promise<void>((resolve) => (release = resolve));
  const written: Promise<number>[] = [];
  const holdAnswer = (page: Page, url: string) =>
    new Promise<void>((routed) =>
      void page.route(
        url,
        async (route: Route) => {
          if (route.request().method() !== 'POST') return route.fallback();
          const answer = route.fetch().then((r) => r.status());
          written.push(answer);
          await answer;
          await killed;
          await route.abort('connectionreset');
        },
        { times: 1 },
      ).then(() => routed()),
    );
  await holdAnswer(page, `${origin}/api/external/v1/customers`);
  await holdAnswer(minting, `${origin}/api/Tokenization/*/mint-token-request`);

  await form.getByRole('button', { name: 'Create customer' }).click();
  await submitMint(minting, dialog);
  await expect.poll(() => written.length).toBe(2);
  expect(await Promise.all(written)).toEqual([200, 200]);
  await ownService.kill();
  release();

  await expect(form.getByText(OFFLINE)).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText(OFFLINE);
  await expectMintKept(dialog, mint);
  await expectCustomerKept(form, customer);

  await ownService.restart();

  // The same submits again: the same Idempotency-Keys go out, and the service answers with what it already made.
  await form.getByRole('button', { name: 'Create customer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${customer.firstName} ${customer.lastName}` })).toBeVisible();
  await submitMint(minting, dialog);
  await expect(minting.getByText(`Mint of “${asset.label}” requested: 75 in whole units.`)).toBeVisible();

  expect(await customersWithEmail(request, origin, demo, customer.email)).toBe(1);
  expect(await mintsOf(request, origin, demo, asset.id)).toEqual({ transactions: 1, minted: '0', pending: '75' });
  expect(mintingErrors).toEqual([]);
});
