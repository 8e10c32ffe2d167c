/**
 * Runs `then` once no pointer is pressed: at once, or after the press in progress ends and its click has been
 * dispatched. A field checked as the focus leaves it can grow an error message; when the focus left because a pointer
 * pressed something below it (a checkbox, a button), the message pushed that control away before the release and the
 * click landed beside it. Checked after the click, the press does what the user aimed it at.
 */
export function afterPointerRelease(then: () => void): void {
  if (pressed === 0) {
    then();
    return;
  }
  waiting.push(then);
}

let pressed = 0;
const waiting: (() => void)[] = [];

function release(): void {
  pressed = 0;
  if (waiting.length === 0) return;
  const due = waiting.splice(0);
  // After the click that follows the release (dispatched in the same turn of the event loop).
  setTimeout(() => due.forEach((run) => run()));
}

// Watched from the moment a form with such fields loads, not from its first blur: by then the press that caused it
// has begun. Captured on the document: a press anywhere counts, before the page's own handlers move the focus.
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed += 1), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}
