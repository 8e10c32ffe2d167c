import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { useConfirm } from './confirm-dialog';
import { useNotify } from './notifications';

// The service that serves the dashboard's code is gone: the split-off code of the snackbar and of the confirmation
// cannot be loaded.
vi.mock('./notification-snackbar', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/notification-snackbar.js');
});
vi.mock('./confirm-dialog-view', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/confirm-dialog-view.js');
});

function Form() {
  const notify = useNotify();
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <TextField label="Name" defaultValue="" />
      <Button onClick={() => notify({ message: 'The service cannot be reached.', severity: 'error' })}>Save</Button>
      <Button onClick={() => void confirm({ title: 'Mint?' }).then((yes) => setAnswer(yes ? 'confirmed' : 'declined'))}>Mint</Button>
      <output>{answer}</output>
    </>
  );
}

describe('submit feedback without its code', () => {
  it('says a failure in plain text, and the page keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<Form />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Łucja');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service cannot be reached.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Łucja');
  });

  it('declines a confirmation it cannot ask, and the page keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<Form />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Łucja');
    await user.click(screen.getByRole('button', { name: 'Mint' }));
    expect(await screen.findByText('declined')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Łucja');
  });
});
