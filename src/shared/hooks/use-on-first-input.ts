import { useEffect, useRef } from 'react';

// click too: a screen reader in browse mode keeps the keys and activates a button with a click alone.
const FIRST_INPUT = ['pointermove', 'pointerdown', 'keydown', 'click'] as const;

/**
 * Runs `onInput` once, when the user first moves the pointer, touches the screen or presses a key on the page: before
 * anything on it can be typed, chosen or submitted, but not for a visit that only looks at it (the page's own focus
 * moves do not count). Pages use it to download code they need only once the user acts (validation, submit feedback).
 */
export function useOnFirstInput(onInput: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    const stop = () => FIRST_INPUT.forEach((type) => window.removeEventListener(type, handle, true));
    const handle = () => {
      done.current = true;
      stop();
      onInput();
    };
    FIRST_INPUT.forEach((type) => window.addEventListener(type, handle, { capture: true, passive: true }));
    return stop;
  }, [onInput]);
}
