import { useCallback, useRef, type FormEvent } from 'react';

/**
 * Wraps an async action so a second call while the first is still running is ignored (a double click, Enter pressed
 * again): the button is disabled only after the render the first call causes, and that does not cover the keyboard.
 * `onIgnored` is told of each call it drops.
 */
export function useSingleFlight<A extends unknown[]>(action: (...args: A) => Promise<unknown>, onIgnored?: (...args: A) => void): (...args: A) => void {
  const running = useRef(false);
  return useCallback(
    (...args: A) => {
      if (running.current) {
        onIgnored?.(...args);
        return;
      }
      running.current = true;
      void action(...args).finally(() => {
        running.current = false;
      });
    },
    [action, onIgnored],
  );
}

const swallow = (event?: FormEvent) => event?.preventDefault();

/** A form's submit handler run once at a time: a second submit meanwhile is ignored, its default action prevented. */
export function useSingleSubmit(handler: (event?: FormEvent) => Promise<void>): (event?: FormEvent) => void {
  return useSingleFlight(handler, swallow);
}
