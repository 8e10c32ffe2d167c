import type { KeyboardEvent } from 'react';

/** Inputs on which Enter does not submit a form (they act on their own, or are not typed in). */
const NO_IMPLICIT_SUBMIT = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden', 'color', 'range']);

/**
 * Whether a key press is the Enter that would submit a form implicitly (Enter in a typed-in input, not while
 * composing). Forms split into several <form>s, one per part (what keeps the browser's per-keystroke form
 * tracking small), act on it themselves: the browser would only submit a part.
 */
export function isImplicitSubmit(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return false;
  const target = event.target;
  return target instanceof HTMLInputElement && !NO_IMPLICIT_SUBMIT.has(target.type);
}
