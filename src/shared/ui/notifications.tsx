import { Suspense, createContext, lazy, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { loadNotificationSnackbar } from './submit-feedback-code';

const NotificationSnackbar = lazy(loadNotificationSnackbar);

export type AlertColor = 'success' | 'info' | 'warning' | 'error';

export interface Notification {
  message: string;
  severity?: AlertColor;
  /** Extra line, e.g. a request id to quote to support. */
  detail?: string;
  /**
   * What the message is about (e.g. one asset's mint). A newer message on the same topic supersedes every older one
   * on it, errors included: once a retried action succeeds, its earlier failure is stale news and must neither stay
   * on screen nor hold the success back.
   */
  topic?: string;
}

type Notify = (notification: Notification) => void;

const NotifyContext = createContext<Notify | null>(null);

type QueuedNotification = Notification & { key: number };

/**
 * Snackbars, one at a time. Errors wait their turn and keep their full time; a newer success or info message
 * replaces an older one at once, so feedback on what the user just did is never stuck behind older news. A message
 * with a topic also replaces older messages on that topic, errors included (see Notification.topic).
 * Switching to a newer message remounts the snackbar (new key) and does not depend on transition callbacks.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedNotification[]>([]);
  const [closingKey, setClosingKey] = useState<number | null>(null);
  const current = queue.find((n) => n.severity === 'error') ?? queue[queue.length - 1];

  const notify = useCallback<Notify>((notification) => {
    const item = { ...notification, key: Date.now() + Math.random() };
    const superseded = (n: QueuedNotification) => notification.topic !== undefined && n.topic === notification.topic;
    setQueue((q) => [...q.filter((n) => n.severity === 'error' && !superseded(n)), item]);
  }, []);

  const close = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway' || !current) return;
    setClosingKey(current.key);
  };

  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      {current ? (
        // The snackbar's code comes from the service: when it cannot be loaded (the service is gone), the message is
        // still said, in plain text, and the page with everything typed into it stays.
        <ErrorBoundary resetKeys={[current.key]} fallback={() => <PlainNotification notification={current} />}>
          <Suspense fallback={null}>
            <NotificationSnackbar
              key={current.key}
              notification={current}
              open={closingKey !== current.key}
              onClose={close}
              onExited={() => setQueue((q) => q.filter((n) => n.key !== current.key))}
            />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </NotifyContext.Provider>
  );
}

/** A notification without the snackbar's code: what it says, announced, at the bottom of the window. */
function PlainNotification({ notification }: { notification: Notification }) {
  return (
    <p role="alert" style={{ position: 'fixed', bottom: 0, margin: 16 }}>
      {notification.message}
    </p>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationsProvider>');
  return notify;
}
