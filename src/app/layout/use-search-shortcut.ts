import { useEffect, useRef } from 'react';

/** Whether a modal dialog (key prompt, project form, confirmation, search itself) is on screen. */
function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * Ctrl/Cmd+K opens the global search, but never over an open dialog: navigating from the search would
 * throw away what the user typed there (and the key prompt must be answered first).
 */
export function useSearchShortcut(openSearch: () => void): void {
  const open = useRef(openSearch);
  useEffect(() => {
    open.current = openSearch;
  }, [openSearch]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return;
      if (dialogOpen()) return;
      event.preventDefault();
      open.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
