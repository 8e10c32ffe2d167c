import type { MouseEvent } from 'react';

/**
 * For a form's Next or submit button: the press leaves the focus in the field being typed in (the click still
 * happens). Were the field to lose it as the mouse goes down, its check on leaving would show its error, the button
 * would move down under the pointer before the mouse comes up, and the click would miss (QA: the first click on Next
 * after typing a wrong share did nothing). Keyboard use is unchanged.
 */
export const keepFocusOnPress = (event: MouseEvent) => event.preventDefault();
