import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ListPager } from './list-pager';

function renderPager(props: { count: number; page: number; pageSize?: number }) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  renderWithProviders(<ListPager pageSize={25} pageSizes={[10, 25, 50]} {...props} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />);
  return { onPageChange, onPageSizeChange };
}

describe('ListPager', () => {
  it('shows the rows on screen and moves between pages', async () => {
    const { onPageChange } = renderPager({ count: 1234, page: 1 });
    expect(screen.getByText('26–50 of 1,234')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(0);
  });

  it('cannot go before the first or past the last page, and shows a page beyond the end as the last', () => {
    renderPager({ count: 30, page: 7 });
    expect(screen.getByText('26–30 of 30')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toHaveProperty('disabled', false);
  });

  it('an empty list shows 0–0 with both directions off', () => {
    renderPager({ count: 0, page: 0 });
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Go to next page' })).toHaveProperty('disabled', true);
  });

  it('changes the page size through a labelled select', async () => {
    const { onPageSizeChange } = renderPager({ count: 100, page: 0 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });
});
