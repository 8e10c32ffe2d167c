/**
 * Runs `then` once no pointer is pressed: at once, or after the press in progress ends and its click has been
 * dispatched. A field checked as the focus leaves it can grow an error message; when the focus left because a pointer
 * pressed something below it (a checkbox, a button), the message pushed that control away before the release and the
 * click landed beside it. Checked after the click, the press does what the user aimed it at.
 * Given the field, nothing runs if that click removed it (a row's Remove): its name may be the next row's by then.
 */
export function afterPointerRelease(then: () => void, field?: Element): void {
  if (pressed) waiting.push(() => (field?.isConnected ?? true) && then());
  else then();
}

let pressed = false;
const waiting: (() => void)[] = [];

function release(): void {
  pressed = false;
  const due = waiting.splice(0);
  // After the click that follows the release (dispatched in the same turn of the event loop).
  if (due.length) setTimeout(() => due.forEach((run) => run()));
}

// Watched from the moment a form with such fields loads, not from its first blur: by then the press that caused it
// has begun. Captured on the document: a press anywhere counts, before the page's own handlers move the focus.
// A press ends with its release, or without one reaching the page: a right-click's goes to the context menu, a drag's
// to where it is dropped, a press held as the window loses the focus to another's. A key pressed (not held, nor one
// held for a Shift- or Ctrl-click) means none is held.
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true);
  for (const type of ['pointerup', 'pointercancel', 'contextmenu', 'dragstart']) document.addEventListener(type, release, true);
  document.addEventListener('keydown', (event) => event.repeat || /^(Shift|Control|Alt|AltGraph|Meta|CapsLock)$/.test(event.key) || release(), true);
  window.addEventListener('blur', release);
}
