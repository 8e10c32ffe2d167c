import { useEffect } from 'react';

/**
 * Leaves a page past a list's end (an old link, a list that shrank meanwhile, a page size changed elsewhere) for the
 * page `turnTo`, in place: a new history entry would bring Back to the empty page, which would turn again, for ever.
 * `turnTo` is null while the page on screen is not known to be past the end (no answer for it yet, or rows on it).
 */
export function useLeavePagePastTheEnd(turnTo: number | null, setPage: (page: number, options: { replace: boolean }) => void): void {
  useEffect(() => {
    if (turnTo !== null) setPage(turnTo, { replace: true });
  }, [turnTo, setPage]);
}
