import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

afterEach(() => vi.unstubAllGlobals());
import { baseClient } from '../../api/clients';
import { connectivity } from '../../api/connectivity';
import { getProjectsByInstitutionId } from '../../api/generated/sdk.gen';
import { renderWithProviders } from '../../test/render';
import { OfflineBanner } from './offline-banner';

describe('offline banner', () => {
  it('appears while the service is unreachable, retries what is on screen, and goes away once it answers', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<OfflineBanner />);
    const refetch = vi.spyOn(queryClient, 'refetchQueries');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => connectivity.report(false));
    expect(screen.getByRole('alert')).toHaveTextContent('The service cannot be reached; trying again every few seconds. What you typed is kept.');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledWith({ type: 'active' });

    act(() => connectivity.report(true));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a cancelled request (React Query cancelling a query) is no network failure and keeps the offline banner away', async () => {
    act(() => connectivity.report(true));
    renderWithProviders(<OfflineBanner />);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        request.signal.throwIfAborted();
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );
    const controller = new AbortController();
    controller.abort();
    let caught: unknown;
    await act(async () => {
      try {
        await getProjectsByInstitutionId({ client: baseClient, path: { institutionId }, throwOnError: true, signal: controller.signal });
      } catch (error) {
        caught = error;
      }
    });
    expect(caught).toBeDefined();
    expect(caught).not.toMatchObject({ kind: 'network' });
    expect(connectivity.isOffline()).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fetches what is on screen again by itself while the service stays away, sooner at first, and stops once it answers', async () => {
    vi.useFakeTimers();
    try {
      const { queryClient } = renderWithProviders(<OfflineBanner />);
      const refetch = vi.spyOn(queryClient, 'refetchQueries');
      act(() => connectivity.report(false));
      await act(() => vi.advanceTimersByTimeAsync(4_900));
      expect(refetch).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(refetch).toHaveBeenCalledTimes(1);
      expect(refetch).toHaveBeenCalledWith({ type: 'active' });
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(refetch).toHaveBeenCalledTimes(2);
      await act(() => vi.advanceTimersByTimeAsync(20_000 + 30_000 + 30_000));
      expect(refetch).toHaveBeenCalledTimes(5);
      act(() => connectivity.report(true));
      await act(() => vi.advanceTimersByTimeAsync(120_000));
      expect(refetch).toHaveBeenCalledTimes(5);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
