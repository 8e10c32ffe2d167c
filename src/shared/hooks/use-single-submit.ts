import { useCallback, useRef, type FormEvent } from 'react';

/**
 * Wraps a form's submit handler so a second submit (double click, Enter pressed again) is ignored while the
 * first one is still running. The disabled button covers clicks; this covers the keyboard too.
 */
export function useSingleSubmit(handler: (event?: FormEvent) => Promise<void>) {
  const running = useRef(false);
  return useCallback(
    (event?: FormEvent) => {
      if (running.current) {
        event?.preventDefault();
        return;
      }
      running.current = true;
      void handler(event).finally(() => {
        running.current = false;
      });
    },
    [handler],
  );
}
