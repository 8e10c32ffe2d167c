import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ConfirmDialogView from './confirm-dialog-view';

describe('the confirmation dialog', () => {
  it('gives the focus to its action when the action can be taken back', () => {
    render(<ConfirmDialogView options={{ title: 'Leave the page?', confirmLabel: 'Leave' }} onSettle={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Leave' })).toHaveFocus();
  });

  it('gives the focus to Cancel for an action on chain or a destructive one: a second Enter cancels, it does not confirm', async () => {
    const onSettle = vi.fn();
    const { unmount } = render(<ConfirmDialogView options={{ title: 'Mint 5 units?', confirmLabel: 'Mint', focusCancel: true }} onSettle={onSettle} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSettle).toHaveBeenCalledWith(false);
    unmount();
    render(<ConfirmDialogView options={{ title: 'Delete the profile?', confirmLabel: 'Delete', destructive: true }} onSettle={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });
});
