import { Suspense, createContext, lazy, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

const NotificationSnackbar = lazy(() => import('./notification-snackbar'));

export type AlertColor = 'success' | 'info' | 'warning' | 'error';

export interface Notification {
  message: string;
  severity?: AlertColor;
  /** Extra line, e.g. a request id to quote to support. */
  detail?: string;
}

type Notify = (notification: Notification) => void;

const NotifyContext = createContext<Notify | null>(null);

/**
 * A small queue of snackbars, one visible at a time. A newer notification cuts a success or info message short,
 * so feedback on what the user just did is never stuck behind older news; an error keeps its full time.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<(Notification & { key: number })[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  const notify = useCallback<Notify>((notification) => {
    setQueue((q) => [...q, { ...notification, key: Date.now() + Math.random() }]);
  }, []);

  // Derived, not stored: the current message closes as soon as a newer one waits, unless it is an error.
  const supersededByNewer = queue.length > 1 && current?.severity !== 'error';

  const close = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <NotificationSnackbar
            key={current.key}
            notification={current}
            open={open && !supersededByNewer}
            onClose={close}
            onExited={() => {
              setQueue((q) => q.slice(1));
              setOpen(true);
            }}
          />
        </Suspense>
      ) : null}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationsProvider>');
  return notify;
}
