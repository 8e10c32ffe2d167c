import Button from '@mui/material/Button';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { useNotify, type Notification } from './notifications';

// The snackbar's code is loaded on the first message (a dynamic import that Vitest transforms on demand): on a busy
// machine running many test files at once that took more than Testing Library's default second.
const WAIT_FOR_SNACKBAR = { timeout: 5_000 };

function Trigger({ label, notification }: { label: string; notification: Notification }) {
  const notify = useNotify();
  return <Button onClick={() => notify(notification)}>{label}</Button>;
}

describe('notifications', () => {
  it('shows the newest success at once instead of queueing it behind an older one', async () => {
    renderWithProviders(
      <>
        <Trigger label="first" notification={{ message: 'Environment saved.' }} />
        <Trigger label="second" notification={{ message: 'Project created.' }} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(await screen.findByText('Environment saved.', {}, WAIT_FOR_SNACKBAR)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(await screen.findByText('Project created.', {}, WAIT_FOR_SNACKBAR)).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Environment saved.')).toBeNull(), WAIT_FOR_SNACKBAR);
  });

  it('skips straight to the newest of several quick successes', async () => {
    renderWithProviders(
      <>
        <Trigger label="one" notification={{ message: 'Environment saved.' }} />
        <Trigger label="two" notification={{ message: 'Now working on Sandbox.' }} />
        <Trigger label="three" notification={{ message: 'Project created.' }} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'one' }));
    await userEvent.click(screen.getByRole('button', { name: 'two' }));
    await userEvent.click(screen.getByRole('button', { name: 'three' }));
    expect(await screen.findByText('Project created.', {}, WAIT_FOR_SNACKBAR)).toBeVisible();
    expect(screen.queryByText('Now working on Sandbox.')).toBeNull();
  });

  it('never gets stuck when a message is replaced before it has even appeared', async () => {
    function Burst() {
      const notify = useNotify();
      return (
        <Button
          onClick={() => {
            notify({ message: 'Environment saved.' });
            notify({ message: 'Now working on Sandbox.' });
          }}
        >
          burst
        </Button>
      );
    }
    renderWithProviders(
      <>
        <Burst />
        <Trigger label="later" notification={{ message: 'Project created.' }} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'burst' }));
    expect(await screen.findByText('Now working on Sandbox.', {}, WAIT_FOR_SNACKBAR)).toBeVisible();
    expect(screen.queryByText('Environment saved.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'later' }));
    expect(await screen.findByText('Project created.', {}, WAIT_FOR_SNACKBAR)).toBeVisible();
  });

  it('keeps an error on screen when a later message arrives', async () => {
    renderWithProviders(
      <>
        <Trigger label="fail" notification={{ message: 'The project could not be saved.', severity: 'error' }} />
        <Trigger label="ok" notification={{ message: 'Search finished.' }} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByText('The project could not be saved.', {}, WAIT_FOR_SNACKBAR)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ok' }));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByText('The project could not be saved.')).toBeVisible();
    expect(screen.queryByText('Search finished.')).toBeNull();
  });

  it('lets the success of a retried action replace the error of the attempt it retries, and only that error', async () => {
    renderWithProviders(
      <>
        <Trigger label="other" notification={{ message: 'The project could not be saved.', severity: 'error', topic: 'project' }} />
        <Trigger label="fail" notification={{ message: 'The mint request failed.', severity: 'error', topic: 'mint:a' }} />
        <Trigger label="retry" notification={{ message: 'Mint of 40 units requested.', topic: 'mint:a' }} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByText('The mint request failed.', {}, WAIT_FOR_SNACKBAR)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByText('Mint of 40 units requested.', {}, WAIT_FOR_SNACKBAR)).toBeVisible();
    expect(screen.queryByText('The mint request failed.')).toBeNull();
    // An error on another topic still keeps its place ahead of later successes.
    await userEvent.click(screen.getByRole('button', { name: 'other' }));
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByText('The project could not be saved.', {}, WAIT_FOR_SNACKBAR)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByText('The project could not be saved.')).toBeVisible();
  });
});
