import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { connectivity } from '../../api/connectivity';
import { renderWithProviders } from '../../test/render';
import { OfflineBanner } from './offline-banner';

describe('offline banner', () => {
  it('appears while the service is unreachable, retries what is on screen, and goes away once it answers', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<OfflineBanner />);
    const refetch = vi.spyOn(queryClient, 'refetchQueries');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => connectivity.report(false));
    expect(screen.getByRole('alert')).toHaveTextContent('The service cannot be reached. What you typed is kept.');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledWith({ type: 'active' });

    act(() => connectivity.report(true));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
