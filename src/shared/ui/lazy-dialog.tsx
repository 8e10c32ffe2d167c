import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { ErrorBoundary } from './error-boundary';
import { useNotifyFailure } from './use-notify-failure';

/**
 * Around a dialog whose code loads when it opens (`React.lazy`). While it downloads nothing shows (the button that
 * opened it stays where it was); if the download fails (connection dropped), a notice says the form could not be
 * opened and why, and `onClose` closes it: the page and everything on it stay, instead of the route's error page.
 * The browser keeps a failed module download for the page's life, so the notice says a reload is what tries again.
 */
export function LazyDialog({ onClose, children, notLoaded }: { onClose: () => void; children: ReactNode; notLoaded?: string }) {
  return (
    <ErrorBoundary fallback={(error) => <ReportOnce error={error} onClose={onClose} notLoaded={notLoaded} />}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function ReportOnce({ error, onClose, notLoaded }: { error: unknown; onClose: () => void; notLoaded?: string }) {
  const { t } = useTranslation();
  const notifyFailure = useNotifyFailure();
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    notifyFailure(error, notLoaded ?? t('common.dialogNotLoaded'));
    onClose();
  }, [error, onClose, notifyFailure, notLoaded, t]);
  return null;
}
