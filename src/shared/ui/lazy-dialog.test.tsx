import Button from '@mui/material/Button';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LazyDialog } from './lazy-dialog';

// The snackbar's own code loads on the first message (see notifications.test.tsx).
const WAIT_FOR_SNACKBAR = { timeout: 5_000 };

afterEach(() => vi.restoreAllMocks());

/** A page with a typed value and a button that opens a dialog whose code `load` brings. */
function Page({ load }: { load: () => Promise<{ default: () => ReactElement }> }) {
  const [Dialog] = useState(() => lazy(load));
  const [open, setOpen] = useState(false);
  return (
    <>
      <label>
        Note <input defaultValue="" />
      </label>
      <Button onClick={() => setOpen(true)}>Open</Button>
      {open ? (
        <LazyDialog onClose={() => setOpen(false)}>
          <Dialog />
        </LazyDialog>
      ) : null}
      <p>{open ? 'dialog open' : 'dialog closed'}</p>
    </>
  );
}

describe('a dialog whose code loads as it opens', () => {
  it('opens once its code is there', async () => {
    renderWithProviders(<Page load={async () => ({ default: () => <div role="dialog" aria-label="Mint" /> })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Mint' })).toBeInTheDocument();
  });

  it('says it could not be opened when its code cannot be downloaded, closes, and keeps what was typed on the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<Page load={() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'half-typed');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText(/^The form could not be opened \(reload the page to try again\)\./, {}, WAIT_FOR_SNACKBAR)).toBeVisible();
    await waitFor(() => expect(screen.getByText('dialog closed')).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('half-typed');
  });
});
