import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SimpleTable } from './simple-table';

describe('SimpleTable', () => {
  it('is a labelled region the keyboard reaches, so a table scrolling sideways on a narrow screen can be scrolled', async () => {
    renderWithProviders(
      <SimpleTable rows={[{ id: 'a', to: 'WALLET' }]} columns={[{ id: 'to', header: 'To', cell: (row) => row.to }]} label="Transfers" rowKey={(row) => row.id} />,
    );
    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Transfers' })).toHaveFocus();
    expect(screen.getByRole('table', { name: 'Transfers' })).toBeInTheDocument();
  });
});
