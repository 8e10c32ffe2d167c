import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLeavePagePastTheEnd } from './use-list-params';

describe('useLeavePagePastTheEnd', () => {
  it('turns to the given page in place, without a history entry', () => {
    const setPage = vi.fn();
    renderHook(() => useLeavePagePastTheEnd(3, setPage));
    expect(setPage).toHaveBeenCalledExactlyOnceWith(3, { replace: true });
  });

  it('stays put while the page is not known to be past the end', () => {
    const setPage = vi.fn();
    const { rerender } = renderHook(({ turnTo }) => useLeavePagePastTheEnd(turnTo, setPage), { initialProps: { turnTo: null as number | null } });
    rerender({ turnTo: null });
    expect(setPage).not.toHaveBeenCalled();
    rerender({ turnTo: 0 });
    expect(setPage).toHaveBeenCalledExactlyOnceWith(0, { replace: true });
  });
});
