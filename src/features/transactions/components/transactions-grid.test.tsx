import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TxDto } from '../../../api/generated/types.gen';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { loadGridLocaleText } from '../lib/grid-locale-text';
import type { TxListParams } from '../lib/transaction-list';
import { TransactionsGrid } from './transactions-grid';
import { txFixture } from './tx-fixture';

// Back from a short filtered view (one page) to the second page of a long one: the page and the row count change in
// one render. The grid must not check the restored page against the short view's count, clamp it to the first page
// and report that back (which would rewrite the URL the user just went back to).

const tx = (index: number) => txFixture(index);
const NO_DECIMALS = new Map<string, number>();

function listAt(page: number, setPage: (page: number) => void, sort = 'amount'): TxListParams {
  return { page, pageSize: 25, sort, order: 'desc', setPage, setPageSize: vi.fn(), setSort: vi.fn() } as unknown as TxListParams;
}

type View = { rows: TxDto[]; rowCount: number; page: number; sort?: string };

/** The grid as a page holds it; `show` swaps the view the way a Back navigation does: rows, count and page at once. */
function renderGrid(first: View, setPage: (page: number) => void) {
  let show: (view: View) => void = () => {};
  function Harness() {
    const [view, setView] = useState(first);
    show = setView;
    return <TransactionsGrid rows={view.rows} rowCount={view.rowCount} loading={false} list={listAt(view.page, setPage, view.sort)} decimals={NO_DECIMALS} onOpen={vi.fn()} />;
  }
  renderWithProviders(<Harness />);
  return { show: (view: View) => act(() => show(view)) };
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

describe('TransactionsGrid', () => {
  it('keeps a restored page when the row count grows in the same render', async () => {
    const setPage = vi.fn();
    const grid = renderGrid({ rows: Array.from({ length: 8 }, (_, i) => tx(i)), rowCount: 8, page: 0 }, setPage);
    expect(await screen.findByText('1–8 of 8')).toBeTruthy();

    await grid.show({ rows: Array.from({ length: 25 }, (_, i) => tx(100 + i)), rowCount: 600, page: 1 });
    await settle();
    expect(screen.getByText('26–50 of 600')).toBeTruthy();
    expect(setPage).not.toHaveBeenCalled();
  });

  it('opens a row from the keyboard (Enter or Space on a cell), and Tab does not stop at every row\'s copy button', async () => {
    const onOpen = vi.fn();
    const rows = Array.from({ length: 3 }, (_, i) => tx(i));
    renderWithProviders(<TransactionsGrid rows={rows} rowCount={3} loading={false} list={listAt(0, vi.fn())} decimals={NO_DECIMALS} onOpen={onOpen} />);
    const copyButtons = await screen.findAllByRole('button', { name: /Copy transaction id/ });
    expect(copyButtons.every((button) => button.tabIndex === -1)).toBe(true);
    const cells = screen.getAllByRole('gridcell');
    const statusCell = cells.find((cell) => cell.getAttribute('data-field') === 'txStatus')!;
    act(() => statusCell.focus());
    fireEvent.keyDown(statusCell, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenLastCalledWith(rows[0]);
    fireEvent.keyDown(statusCell, { key: ' ' });
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('shows an asset’s amount in its units, exactly (the service keeps base units); a native amount as it is', async () => {
    const asset = '11111111-2222-4333-8444-555555555555';
    const rows = [
      txFixture(1, { tokenizedAssetId: asset, unitName: 'QADEC', amount: 150 }),
      txFixture(2, { tokenizedAssetId: asset, unitName: 'QADEC', amount: 2 ** 53 }),
      txFixture(3, { tokenizedAssetId: '99999999-2222-4333-8444-555555555555', unitName: 'OTHER', amount: 700 }),
      txFixture(4, { amount: 12.5 }),
    ];
    renderWithProviders(<TransactionsGrid rows={rows} rowCount={4} loading={false} list={listAt(0, vi.fn())} decimals={new Map([[asset, 2]])} onOpen={vi.fn()} />);
    const amounts = () => screen.getAllByRole('gridcell').filter((cell) => cell.getAttribute('data-field') === 'amount').map((cell) => cell.textContent);
    await screen.findAllByRole('gridcell');
    // An asset whose decimals are not known says its amount is in base units rather than pass them off as units.
    expect(amounts()).toEqual(['1.5 QADEC', '90,071,992,547,409.92 QADEC', '700 base units (OTHER)', '12.5']);
  });

  it('reports the page a user moves to', async () => {
    const setPage = vi.fn();
    renderGrid({ rows: Array.from({ length: 25 }, (_, i) => tx(i)), rowCount: 600, page: 0 }, setPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Go to next page' }));
    expect(setPage).toHaveBeenCalledWith(1, { replace: false });
  });

  // The grid goes back to the first page itself after a sort change, a few timer ticks after it renders the new sort.
  // A user who turns the page in between (quick hands, or a busy machine) stays on the page they chose: the list has
  // already gone to the first page for the sort, and the grid's late reset must not undo the page turn.
  it('keeps the page a user turns to right after a sort change', async () => {
    const setPage = vi.fn();
    const rows = Array.from({ length: 25 }, (_, i) => tx(i));
    const grid = renderGrid({ rows, rowCount: 600, page: 0, sort: 'createdAt' }, setPage);
    expect(await screen.findByText('1–25 of 600')).toBeTruthy();

    await grid.show({ rows, rowCount: 600, page: 0, sort: 'amount' });
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(setPage).toHaveBeenLastCalledWith(1, { replace: false });
    await grid.show({ rows: Array.from({ length: 25 }, (_, i) => tx(100 + i)), rowCount: 600, page: 1, sort: 'amount' });
    await settle();
    expect(screen.getByText('26–50 of 600')).toBeTruthy();
    expect(setPage.mock.calls).toEqual([[1, { replace: false }]]);
  });

  describe('in German', () => {
    afterEach(async () => {
      await act(() => changeLanguage('en', { persist: false }));
    });

    // The German grid texts load only for German (lib/grid-locale-text.ts); the view waits for them with the grid's code.
    it("shows the grid's own texts in German when it opens in German", async () => {
      await changeLanguage('de', { persist: false });
      await loadGridLocaleText('de');
      renderGrid({ rows: Array.from({ length: 8 }, (_, i) => tx(i)), rowCount: 8, page: 0 }, vi.fn());
      expect(await screen.findByText('1–8 von 8')).toBeTruthy();
      expect(screen.getByText('Zeilen pro Seite:')).toBeTruthy();
    });

    it("turns the grid's own texts German and back when the language changes while it is open", async () => {
      renderGrid({ rows: Array.from({ length: 8 }, (_, i) => tx(i)), rowCount: 8, page: 0 }, vi.fn());
      expect(await screen.findByText('1–8 of 8')).toBeTruthy();
      await act(() => changeLanguage('de', { persist: false }));
      expect(await screen.findByText('1–8 von 8')).toBeTruthy();
      await act(() => changeLanguage('en', { persist: false }));
      expect(await screen.findByText('1–8 of 8')).toBeTruthy();
    });
  });
});
