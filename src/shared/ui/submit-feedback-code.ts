import { useOnFirstInput } from '../hooks/use-on-first-input';
import { inBackground } from '../lib/in-background';

// The code of the feedback a submit needs (its confirmation, its failure notice) is split off the first page to keep
// it light, and the service serves it: once the service is gone, code not loaded yet cannot be, and the failure of a
// submit could only be said in plain text. Pages load it as the user first moves, touches or types on them (before
// anything can be filled in or submitted); only a connection lost between opening a page and that first input leaves
// the plain-text fallback.

export const loadNotificationSnackbar = () => import('./notification-snackbar');
export const loadConfirmDialogView = () => import('./confirm-dialog-view');

function loadSubmitFeedbackCode(): void {
  inBackground(loadNotificationSnackbar);
  inBackground(loadConfirmDialogView);
}

/**
 * Loads the submit feedback's code when the user first moves the pointer, touches the screen or presses a key on the
 * page: before any action on it can be started or any field typed in, but not for a visit that only reads it
 * (~12 KB compressed).
 */
export function useSubmitFeedbackCodeOnFirstInput(): void {
  useOnFirstInput(loadSubmitFeedbackCode);
}
