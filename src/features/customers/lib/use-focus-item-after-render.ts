import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Move the focus within a list once it has drawn a change, so a keyboard or screen-reader user keeps their place:
 * `focusItem(index)`, called with the change (a removal, say), focuses the index-th element matching `selector` in
 * `container` as it is drawn next (the last one when fewer are left), or `fallback` when none is left (the list's
 * Add or Attach button). The change itself redraws the list; nothing else is rendered for the focus.
 */
export function useFocusItemAfterRender(container: RefObject<HTMLElement | null>, selector: string, fallback: RefObject<HTMLElement | null>) {
  const target = useRef<number | null>(null);
  useEffect(() => {
    if (target.current === null) return;
    const items = container.current?.querySelectorAll<HTMLElement>(selector) ?? [];
    (items[Math.min(target.current, items.length - 1)] ?? fallback.current)?.focus();
    target.current = null;
  });
  return useCallback((index: number) => {
    target.current = index;
  }, []);
}
