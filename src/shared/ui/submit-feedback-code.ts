import { useEffect } from 'react';

// The code of the feedback a submit needs (its confirmation, its failure notice) is split off the first page to keep
// it light, and the service serves it: once the service is gone, code not loaded yet cannot be, and the failure of a
// submit could not even be said. Pages where people type and submit load it as they open.

export const loadNotificationSnackbar = () => import('./notification-snackbar');
export const loadConfirmDialogView = () => import('./confirm-dialog-view');

/** Loads the submit feedback's code now (once per page; the browser keeps loaded modules), so an outage later cannot take it away. */
export function useSubmitFeedbackCode(): void {
  useEffect(() => {
    void loadNotificationSnackbar().catch(() => undefined);
    void loadConfirmDialogView().catch(() => undefined);
  }, []);
}
