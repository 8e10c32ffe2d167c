import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { profileStore } from '../../../shared/environment';
import { jsonResponse, ok, renderWithProviders } from '../../../test/render';
import { TransactionsView } from './transactions-view';
import { txFixture } from './tx-fixture';

// The grid's states: a failed reload keeps the rows on screen under the error and its Retry (the user keeps their
// place); only a view that never loaded is the error alone.

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

const tx = (index: number) => txFixture(index, { txId: `TXVIEW${index}`, institutionId, txStatus: 'Successful' });

const page = () => jsonResponse(200, ok({ count: 2, result: [tx(1), tx(2)] }));
/** A page of `n` rows from `from` on, of a view whose count (30) is an estimate. */
const estimated = (from: number, n: number) => () =>
  jsonResponse(200, ok({ count: 30, countIsEstimate: true, result: Array.from({ length: n }, (_, i) => tx(from + i)) }));
const serverFailure = () => jsonResponse(500, { data: null, errorMessageCodes: ['InternalError'], errors: [{ code: 'InternalError', message: 'boom' }] }, 'req-tx-500');

let answers: (() => Response)[];
/** The transaction queries' requests; the asset list (the amounts' decimals) is answered beside them, empty. */
let queryFetch: Mock<(input: Request) => Promise<Response>>;
beforeEach(() => {
  profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' });
  answers = [];
  queryFetch = vi.fn(async () => (answers.shift() ?? page)());
  vi.stubGlobal('fetch', async (input: Request) => (input.url.includes('/tokenized-assets') ? jsonResponse(200, ok([])) : queryFetch(input)));
});
afterEach(() => vi.unstubAllGlobals());

describe('TransactionsView auto-refresh', () => {
  it('is a switch named "Auto-refresh" (its help describes it, not names it)', async () => {
    renderWithProviders(<TransactionsView />);
    expect(await screen.findByText('TXVIEW1')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Auto-refresh' });
    expect(toggle).toBeChecked();
  });
});

// Each step of a paging test renders the grid again (MUI X in jsdom, ~1 s a page alone): with the suite's other files
// on both cores a step took past the 5 s default wait and a full run failed now and then.
const paging = { timeout: 15_000 };
const PAGING_TEST_MS = 60_000;

describe('TransactionsView states', () => {
  it('a failed reload keeps the rows under the error, and Retry clears it', async () => {
    answers = [page, serverFailure];
    const { queryClient } = renderWithProviders(<TransactionsView />);
    expect(await screen.findByText('TXVIEW1')).toBeInTheDocument();
    await queryClient.refetchQueries();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service failed');
    expect(screen.getByText('TXVIEW1')).toBeInTheDocument();
    expect(screen.getByText('TXVIEW2')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText('TXVIEW1')).toBeInTheDocument();
  });

  it('a first load that fails is the error alone, and Retry loads the grid', async () => {
    answers = [serverFailure, page];
    renderWithProviders(<TransactionsView />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service failed');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('TXVIEW1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages past an estimated count that is too low, and learns the real one on the last page', async () => {
    answers = [estimated(1, 25), estimated(26, 25), estimated(51, 10)];
    renderWithProviders(<TransactionsView />);
    expect(await screen.findByText('TXVIEW1', {}, paging)).toBeInTheDocument();
    expect(screen.getByText('1–25 of around 30')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('TXVIEW26', {}, paging)).toBeInTheDocument();
    // Beyond the estimate, a full page means there may be more: the next page stays reachable.
    expect(await screen.findByText('26–50 of more than 50', {}, paging)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('TXVIEW51', {}, paging)).toBeInTheDocument();
    expect(await screen.findByText('51–60 of 60', {}, paging)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  }, PAGING_TEST_MS);

  it('at the end of an estimated view that falls on a full page, the empty page after it leads back to the last rows', async () => {
    answers = [estimated(1, 25), estimated(26, 25), estimated(51, 0)];
    renderWithProviders(<TransactionsView />);
    expect(await screen.findByText('TXVIEW1', {}, paging)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('TXVIEW26', {}, paging)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    // Nothing on the third page: the grid learns there are 50 and shows the second page again, with no way further.
    expect(await screen.findByText('TXVIEW26', {}, paging)).toBeInTheDocument();
    expect(await screen.findByText('26–50 of 50', {}, paging)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    // The second page, just answered, is shown from the cache: three requests in all.
    expect(queryFetch).toHaveBeenCalledTimes(3);
  }, PAGING_TEST_MS);

  it('a link far past the end of an estimated view finds its last page and the true count, without stepping back page by page', async () => {
    // 60 rows, "about 30": each page answered from its skip.
    queryFetch.mockImplementation(async (input: Request) => {
      const { skip, take } = JSON.parse(await input.clone().text()) as { skip: number; take: number };
      const n = Math.max(0, Math.min(take, 60 - skip));
      return jsonResponse(200, ok({ count: 30, countIsEstimate: true, result: Array.from({ length: n }, (_, i) => tx(skip + 1 + i)) }));
    });
    renderWithProviders(<TransactionsView />, { route: '/?page=41' });
    expect(await screen.findByText('TXVIEW51', {}, paging)).toBeInTheDocument();
    expect(await screen.findByText('51–60 of 60', {}, paging)).toBeInTheDocument();
    expect(queryFetch.mock.calls.length).toBeLessThanOrEqual(8);
  }, PAGING_TEST_MS);

  it('a link to a page past the end of a counted view (the list has shrunk since) shows its last page, not "no results"', async () => {
    const counted = (from: number, n: number) => () => jsonResponse(200, ok({ count: 30, result: Array.from({ length: n }, (_, i) => tx(from + i)) }));
    answers = [counted(0, 0), counted(26, 5)];
    renderWithProviders(<TransactionsView />, { route: '/?page=20' });
    expect(await screen.findByText('TXVIEW26')).toBeInTheDocument();
    expect(screen.getByText('26–30 of 30')).toBeInTheDocument();
    const skips = await Promise.all(queryFetch.mock.calls.map(async ([input]) => (JSON.parse(await (input as Request).clone().text()) as { skip: number }).skip));
    expect(skips).toEqual([475, 25]);
  });

  it('takes a pasted search without the spaces copied around it, and searches it at once', async () => {
    renderWithProviders(<TransactionsView />);
    expect(await screen.findByText('TXVIEW1')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.click(box);
    await userEvent.paste('  TXVIEW2 ');
    expect(box).toHaveValue('TXVIEW2');
    const bodies = () => Promise.all(queryFetch.mock.calls.map(async ([input]) => JSON.parse(await (input as Request).clone().text()) as Record<string, unknown>));
    await waitFor(async () => expect((await bodies()).map((b) => b.searchText).filter(Boolean)).toEqual(['TXVIEW2']));
  });

  it('a link with a status the list does not know filters nothing and offers no "Clear filters" for it', async () => {
    renderWithProviders(<TransactionsView />, { route: '/?status=Bogus' });
    expect(await screen.findByText('TXVIEW1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    const [input] = queryFetch.mock.calls[0];
    expect(JSON.parse(await (input as Request).clone().text())).not.toHaveProperty('txStatus');
  });

  it("starts a chosen view's request as it is chosen, not after the page has rendered it, and asks for it once", async () => {
    const { queryClient } = renderWithProviders(<TransactionsView />);
    expect(await screen.findByText('TXVIEW1')).toBeInTheDocument();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery');
    const fetchMock = queryFetch;
    const bodies = () => Promise.all(fetchMock.mock.calls.map(async ([input]) => JSON.parse(await (input as Request).clone().text()) as Record<string, unknown>));

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Failed' }));
    await waitFor(async () => expect((await bodies()).filter((b) => b.txStatus === 'Failed')).toHaveLength(1));
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ queryKey: [expect.objectContaining({ body: expect.objectContaining({ txStatus: 'Failed', skip: 0 }) })] }));

    // Typing is asked for once, after its pause, with the whole text.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'BOND');
    await waitFor(async () => expect((await bodies()).filter((b) => b.searchText === 'BOND')).toHaveLength(1));
    expect((await bodies()).filter((b) => typeof b.searchText === 'string' && b.searchText !== 'BOND')).toEqual([]);
    expect(prefetch).toHaveBeenLastCalledWith(expect.objectContaining({ queryKey: [expect.objectContaining({ body: expect.objectContaining({ searchText: 'BOND', txStatus: 'Failed' }) })] }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await bodies()).filter((b) => b.searchText === 'BOND')).toHaveLength(1);
  });

  it('a refresh in the background says nothing while it runs and changes nothing on screen (every 3 s with pending rows)', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { queryClient } = renderWithProviders(<TransactionsView />);
    expect(await screen.findByText('TXVIEW1')).toBeInTheDocument();
    queryFetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const refresh = queryClient.refetchQueries();
    await waitFor(() => expect(queryFetch).toHaveBeenCalledTimes(2));
    const status = screen.getByText('2 transactions');
    // Under way: no "Updating…" read out by screen readers every few seconds.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(status).toHaveTextContent(/^2 transactions$/);
    answer(page());
    await refresh;
    expect(screen.getByText('TXVIEW1')).toBeInTheDocument();
    expect(status).toHaveTextContent(/^2 transactions$/);
  });

  it('says "Updating…" while a Retry of a failed reload runs, and not once it has answered', async () => {
    let answer: (response: Response) => void = () => undefined;
    answers = [page, serverFailure];
    const { queryClient } = renderWithProviders(<TransactionsView />);
    expect(await screen.findByText('TXVIEW1')).toBeInTheDocument();
    await queryClient.refetchQueries();
    const alert = await screen.findByRole('alert');
    expect(screen.queryByText('Updating…')).not.toBeInTheDocument();
    queryFetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Updating…')).toBeInTheDocument();
    answer(page());
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.queryByText('Updating…')).not.toBeInTheDocument();
  });
});
