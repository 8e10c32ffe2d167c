import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { ErrorState, LoadingState } from './states';

/**
 * Around a part of a page whose code loads on demand (`React.lazy`): `loading` while it downloads; if the download
 * fails (connection dropped), the error in its place, whose Retry reloads the page. Browsers keep a failed module
 * download for the page's life, so asking again without a reload would fail the same way; the view is in the URL.
 */
export function LazyBoundary({ loading = <LoadingState />, resetKeys, children }: { loading?: ReactNode; resetKeys?: unknown[]; children: ReactNode }) {
  return (
    <ErrorBoundary resetKeys={resetKeys} fallback={(error) => <ErrorState error={error} onRetry={() => window.location.reload()} />}>
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  );
}
