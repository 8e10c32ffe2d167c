import Dialog from '@mui/material/Dialog';
import TextField from '@mui/material/TextField';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { useSearchShortcut } from './use-search-shortcut';

function Screen({ formOpen }: { formOpen: boolean }) {
  const [searchOpen, setSearchOpen] = useState(false);
  useSearchShortcut(() => setSearchOpen(true));
  return (
    <>
      {searchOpen ? <p>Search is open</p> : null}
      <Dialog open={formOpen} aria-label="New project">
        <TextField label="Name" autoFocus />
      </Dialog>
    </>
  );
}

describe('Ctrl/Cmd+K', () => {
  it('opens the search when no dialog is open', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Screen formOpen={false} />);
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.getByText('Search is open')).toBeInTheDocument();
  });

  it('does not open the search over an open dialog, whose typed input stays', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Screen formOpen />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Solar');
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.queryByText('Search is open')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Solar');
  });
});
