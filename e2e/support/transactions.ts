import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TransactionQueryDto, TxDtoPaginatedListResponse } from '../../src/api/generated/types.gen';
import type { DemoProfile } from './app';

// The transaction grid beside the service's own answer: shared by the grid page's and the transactions tabs' specs.

export async function queryApi(request: APIRequestContext, demo: DemoProfile, body: TransactionQueryDto): Promise<TxDtoPaginatedListResponse> {
  const response = await request.post(`/api/Transaction/institutionId/${demo.institutionId}`, { headers: { 'X-API-KEY': demo.apiKey }, data: body });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: TxDtoPaginatedListResponse }).data;
}

/** Record ids of the rows the grid renders, top to bottom (the grid renders the first rows of a page at least). */
export async function visibleIds(page: Page, n = 5): Promise<string[]> {
  const rows = page.getByRole('grid', { name: 'Transactions' }).locator('.MuiDataGrid-row');
  await expect(rows.first()).toBeVisible();
  const ids = await rows.evaluateAll((list) => list.map((row) => row.getAttribute('data-id') ?? ''));
  return ids.slice(0, n);
}

/**
 * Waits until the grid shows the first rows the service answers for `body`, reading the service again on every try:
 * transactions that other specs left behind may still be settling (the ledger worker), so an answer read once could
 * disagree with a grid that is right. A grid on the wrong page, sort or filter, or stuck on a previous view, still fails.
 */
export async function expectGridShows(page: Page, request: APIRequestContext, demo: DemoProfile, body: TransactionQueryDto): Promise<TxDtoPaginatedListResponse> {
  let answer: TxDtoPaginatedListResponse | undefined;
  await expect
    .poll(
      async () => {
        answer = await queryApi(request, demo, body);
        const expected = answer.result.slice(0, 5).map((t) => t.id);
        const shown = await visibleIds(page);
        return shown.join() === expected.join() ? 'same rows' : `grid ${shown.join(' ')} / service ${expected.join(' ')}`;
      },
      { message: `the grid shows the first rows of ${JSON.stringify(body)}`, timeout: 20_000 },
    )
    .toBe('same rows');
  return answer!;
}
