import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { demoProfile, openDashboard } from './support/app';
import { expectAccessible } from './support/axe';
import { pdfPageTexts } from '../server/test/domain/support/pdf-text';

interface Asset {
  name: string | null;
  unitName: string | null;
  isin: string;
}

test('generate a registry extract, follow the job and download the PDF naming the project\'s assets', async ({ page, request }) => {
  const projectName = 'Alpine Real Estate Shares';
  const demo = await demoProfile(request);
  const headers = { 'X-API-KEY': demo.apiKey };
  const projects = (await (await request.get(`/api/Project/${demo.institutionId}`, { headers })).json()) as {
    data: { id: string; name: string }[];
  };
  const project = projects.data.find((p) => p.name === projectName);
  expect(project).toBeDefined();
  const assets = (await (
    await request.get(`/api/Tokenization/${demo.institutionId}/tokenized-assets?projectId=${project!.id}`, { headers })
  ).json()) as { data: Asset[] };
  expect(assets.data.length).toBeGreaterThan(0);

  await openDashboard(page);
  await page.getByRole('link', { name: projectName }).click();
  await page.getByRole('tab', { name: 'Registry extract' }).click();
  const panel = page.getByRole('tabpanel');

  const generate = panel.getByRole('button', { name: 'Generate extract' });
  await generate.click();
  await expect(page.getByText('Registry extract requested.')).toBeVisible();
  // While the job is queued or running, a second one cannot be started.
  await expect(panel.getByText(/Queued|Running/).first()).toBeVisible();
  await expect(generate).toBeDisabled();
  await expectAccessible(page, 'the registry extract tab while a job runs');

  // This job's end (another flow's extract of this project may be Ready in the history already).
  const latest = panel.locator('[aria-live="polite"]').filter({ has: page.getByRole('heading', { name: 'Latest job' }) });
  await expect(generate).toBeEnabled({ timeout: 30_000 });
  await expect(latest.getByText('Ready', { exact: true })).toBeVisible();
  const firstName = (await latest.getByText(/^registry-extract-.+\.pdf$/).textContent())!;

  const downloadPromise = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download latest' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(firstName);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const pageTexts = await pdfPageTexts(bytes);
  const pages = pageTexts.length;
  const text = pageTexts.join('\n').replace(/\s+/g, ' ');
  expect(pages).toBeGreaterThan(0);
  expect(text).toContain(projectName);
  for (const asset of assets.data) {
    expect(text).toContain(asset.isin);
    if (asset.unitName) expect(text).toContain(asset.unitName);
  }
  expect(text).toContain(`Page 1 of ${pages}`);

  // A second extract: the first one stays downloadable from the history.
  await generate.click();
  await expect(generate).toBeDisabled();
  await expect(generate).toBeEnabled({ timeout: 30_000 });
  await expect(latest.getByText('Ready', { exact: true })).toBeVisible();
  const secondName = (await latest.getByText(/^registry-extract-.+\.pdf$/).textContent())!;
  expect(secondName).not.toBe(firstName);
  const history = page.getByRole('region', { name: 'Earlier extracts' });
  // Other extracts of this project (made by other flows) may be listed too: this test's two, by their names.
  const firstExtract = history.getByRole('button', { name: `Download ${firstName}`, exact: true });
  await expect(firstExtract).toBeVisible({ timeout: 15_000 });
  await expect(history.getByRole('button', { name: `Download ${secondName}`, exact: true })).toBeVisible();
  const earlier = page.waitForEvent('download');
  await firstExtract.click();
  expect((await earlier).suggestedFilename()).toBe(download.suggestedFilename());
});
