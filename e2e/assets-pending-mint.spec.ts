import { finalizedAssetViaApi, mintsOf } from './support/assets';
import { expect, test } from './support/own-service';
import { ALGORAND_RECEIVERS } from './support/wallets';

// Pending mints count against the supply (issue 8). The shared service's ledger settles a mint within ~8 s, too soon
// to look at a pending one; this flow's own service keeps mints pending (LEDGER_SETTLE_MS, see ./support/own-service).
test.describe.configure({ timeout: 150_000 });

test('pending mints count against the supply: the dialog shows the breakdown, refuses more than is left, and so does the service', async ({
  page,
  request,
  ownService,
}) => {
  const { origin } = ownService;
  const demo = await ownService.demo(request);
  // 100000 base units with 2 decimals: 1000 whole units.
  const asset = await finalizedAssetViaApi(request, origin, demo, { totalSupply: 100_000, decimals: 2, prefix: 'PND' });
  await page.goto(`${origin}/assets/${asset.id}`);
  const dialog = page.getByRole('dialog', { name: `Mint “${asset.label}”` });
  const amount = dialog.getByLabel('Amount (whole units)');
  const mint = async (value: string) => {
    await amount.fill(value);
    await dialog.getByLabel('Receiver wallet address').fill(ALGORAND_RECEIVERS.pending);
    await dialog.getByRole('button', { name: 'Request mint' }).click();
    await page.getByRole('dialog', { name: /^Mint units of/ }).getByRole('button', { name: 'Mint' }).click();
  };

  // Part of the supply, minted through the dialog: it stays pending.
  await page.getByRole('button', { name: 'Mint' }).click();
  await expect(dialog.getByText('Left to mint: 1,000 (1,000 in total, 0 minted, 0 in pending mint requests).')).toBeVisible();
  await mint('300.25');
  await expect(page.getByText(`Mint of “${asset.label}” requested: 300.25 in whole units.`)).toBeVisible();
  expect(await mintsOf(request, origin, demo, asset.id)).toEqual({ transactions: 1, minted: '0', pending: '30025' });

  // The page and the dialog count it: what is left is the supply less the pending mint.
  await expect(page.getByText('In pending mint requests (base units)').locator('xpath=following-sibling::*[1]')).toHaveText('30,025');
  await page.getByRole('button', { name: 'Mint' }).click();
  await expect(dialog.getByText('Left to mint: 699.75 (1,000 in total, 0 minted, 300.25 in pending mint requests).')).toBeVisible();

  // One base unit more than is left: refused on the field, and nothing is sent.
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/mint-token-request')) sent += 1;
  });
  await amount.fill('699.76');
  await expect(dialog.getByText('Only 699.75 is left of the supply.')).toBeVisible();
  await dialog.getByLabel('Receiver wallet address').fill(ALGORAND_RECEIVERS.pending);
  await dialog.getByRole('button', { name: 'Request mint' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog', { name: /^Mint units of/ })).toHaveCount(0);
  expect(sent).toBe(0);

  // Meanwhile another user mints 100 units through the API. The open dialog still allows 699.75, so its check passes
  // what the service must refuse: a 400 on `amount`, shown on the amount field, with the amount kept.
  const other = await request.post(`${origin}/api/Tokenization/${demo.institutionId}/mint-token-request`, {
    headers: { 'X-API-KEY': demo.apiKey },
    data: { tokenizedAssetId: asset.id, amount: 10_000, receiverWalletAddress: 'RECEIVER-OTHER' },
  });
  expect(other.ok(), await other.text()).toBe(true);
  const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/mint-token-request'));
  await mint('699.75');
  const answer = await refused;
  expect(answer.status()).toBe(400);
  const body = (await answer.json()) as { errors: { field?: string; message: string }[] };
  expect(body.errors.map((e) => e.field)).toEqual(['amount']);
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(body.errors[0].message)).toBeVisible();
  await expect(amount).toHaveValue('699.75');
  // The refusal reloaded the asset: the dialog's breakdown now counts the other mint.
  await amount.fill('');
  await expect(dialog.getByText('Left to mint: 599.75 (1,000 in total, 0 minted, 400.25 in pending mint requests).')).toBeVisible();

  // Exactly what is left: accepted, and the whole supply is pending.
  await mint('599.75');
  await expect(page.getByText(`Mint of “${asset.label}” requested: 599.75 in whole units.`)).toBeVisible();
  expect(await mintsOf(request, origin, demo, asset.id)).toEqual({ transactions: 3, minted: '0', pending: '100000' });
  await page.getByRole('button', { name: 'Mint' }).click();
  await expect(dialog.getByText('Left to mint: 0 (1,000 in total, 0 minted, 1,000 in pending mint requests).')).toBeVisible();
});
