import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useRef, useState } from 'react';
import { ApiFailure } from '../../api/api-failure';
import { expectNotNotified, renderWithProviders } from '../../test/render';
import { useNotifyFailure } from './use-notify-failure';

const refused = new ApiFailure({ kind: 'not-found', status: 404, errors: [{ code: 'NotFound', message: 'No such file.', field: null }] });

/** One button per summary, each failing with `refused`. */
function Probe({ summaries }: { summaries: string[] }) {
  const notifyFailure = useNotifyFailure();
  return summaries.map((summary) => (
    <button key={summary} type="button" onClick={() => notifyFailure(refused, summary)}>
      {summary}
    </button>
  ));
}

describe('a failure notification', () => {
  it.each([
    ['The extract could not be downloaded', 'The extract could not be downloaded. No such file.'],
    ['The file could not be downloaded.', 'The file could not be downloaded. No such file.'],
  ])('reads as two sentences whether or not the summary ends with its own full stop: %s', async (summary, shown) => {
    renderWithProviders(<Probe summaries={[summary]} />);
    await userEvent.click(screen.getByRole('button', { name: summary }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });
});

describe('a failure shown where it happened (inPlace)', () => {
  /** A form that says its failure itself, and a way to leave it while its request is out. */
  function Page() {
    const [open, setOpen] = useState(true);
    return (
      <>
        {open ? <Form /> : null}
        <button type="button" onClick={() => setOpen(false)}>
          leave
        </button>
      </>
    );
  }
  let later: (() => void) | undefined;
  function Form() {
    const notifyFailure = useNotifyFailure();
    const [shown, setShown] = useState('');
    // What the form says now, read as it goes (a ref, as react-hook-form's getFieldState reads its own store).
    const says = useRef('');
    const say = (text: string) => {
      says.current = text;
      setShown(text);
    };
    const fail = () => say(notifyFailure(refused, 'The form was not sent', 'form', { inPlace: true }).message);
    const failAndKeepSaying = () => {
      const { message } = notifyFailure(refused, 'The form was not sent', 'form', { inPlace: true, stillShown: () => says.current === message });
      say(message);
    };
    return (
      <>
        <button type="button" onClick={fail}>
          send
        </button>
        <button type="button" onClick={failAndKeepSaying}>
          send (said until cleared)
        </button>
        <button type="button" onClick={() => say('')}>
          clear
        </button>
        <button type="button" onClick={() => (later = fail)}>
          send slowly
        </button>
        <p>shown: {shown}</p>
      </>
    );
  }

  it('is not notified while the form that says it is on screen', async () => {
    renderWithProviders(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByText('shown: No such file.')).toBeInTheDocument();
    await expectNotNotified(/The form was not sent/);
  });

  it('is notified when it arrives after the user left the form', async () => {
    renderWithProviders(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'send slowly' }));
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    act(() => later!());
    expect(await screen.findByText('The form was not sent. No such file.', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('is notified as the form goes while it still says it (it may have arrived behind the leave confirmation)', async () => {
    renderWithProviders(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'send (said until cleared)' }));
    expect(screen.getByText('shown: No such file.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(await screen.findByText('The form was not sent. No such file.', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('is not notified as the form goes once the form has stopped saying it, nor when the caller cannot be left unread', async () => {
    const { unmount } = renderWithProviders(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'send (said until cleared)' }));
    await userEvent.click(screen.getByRole('button', { name: 'clear' }));
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    await expectNotNotified(/The form was not sent/);
    unmount();

    renderWithProviders(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    await expectNotNotified(/The form was not sent/);
  });
});
