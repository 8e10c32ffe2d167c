import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PendingButton } from './submit-button';

function Harness({ onPress }: { onPress: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <>
      <PendingButton
        pending={pending}
        onClick={() => {
          onPress();
          setPending(true);
        }}
      >
        Send
      </PendingButton>
      <button type="button" onClick={() => setPending(false)}>
        Done
      </button>
    </>
  );
}

describe('a pending button', () => {
  it('keeps the focus of the keyboard user who pressed it, is marked busy and unavailable, and ignores presses until done', async () => {
    const onPress = vi.fn();
    render(<Harness onPress={onPress} />);
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    await userEvent.keyboard('{Enter}');
    expect(send).toHaveFocus();
    expect(send).toHaveAttribute('aria-busy', 'true');
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    // A pointer passes through it (pointer-events: none, as when disabled); a click dispatched on it is ignored too.
    fireEvent.click(send);
    expect(onPress).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(send).not.toHaveAttribute('aria-disabled');
    await userEvent.click(send);
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('submits its form once while pending', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <PendingButton type="submit" pending>
          Save
        </PendingButton>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
