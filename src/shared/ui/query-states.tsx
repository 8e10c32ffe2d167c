import { useDeferredValue, type ReactNode } from 'react';
import { isNotFound } from '../../api/not-found';
import { ErrorState, LoadingState } from './states';

/** What QueryStates reads of a query: a TanStack Query result fits as it is (no React Query import needed here). */
export interface QueryStatesQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStatesProps<T> {
  query: QueryStatesQuery<T>;
  /** The skeleton shown while the first answer is awaited; a five-row LoadingState unless given. */
  loading?: ReactNode;
  /** Shown instead of the children for a `null` answer (or none), and when `isEmpty` says it has nothing to show. */
  empty?: ReactNode;
  /** Whether a (non-null) answer is empty; an empty array unless given. Only asked when `empty` is given. */
  isEmpty?: (data: NonNullable<T>) => boolean;
  /**
   * A failed reload keeps what was loaded on screen (the children see `query.isError` and may say so); only a
   * query that never answered shows the error. Without it any failure shows the error with its Retry.
   */
  keepDataOnError?: boolean;
  /**
   * Shown in place of the error when the failure means there is no such thing (`isNotFound`: our 404, the real
   * service's 400 on the id, a malformed id in the address): nothing to retry.
   */
  notFound?: ReactNode;
  /** The loaded data; never `null` (a `null` answer, or a `select` that gives none, is empty: `empty` or nothing). */
  children: (data: NonNullable<T>) => ReactNode;
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The designed states of one query in the order every page shows them: the caller's skeleton while pending, the
 * shared ErrorState (the failure described, Retry refetches) on failure, the caller's empty state, else the children
 * with the data.
 */
export function QueryStates<T>(props: QueryStatesProps<T>) {
  // A query's answer arrives through useSyncExternalStore, whose renders React cannot split: the page's table or list
  // would render in one long task, and again for each later answer (a second query's names). Deferred, the urgent
  // render keeps what is on screen and the new content renders in React's interruptible slices right after, so
  // clicks and typing are answered meanwhile (and Lighthouse's blocking time drops).
  return <>{useDeferredValue(queryStatesContent(props))}</>;
}

function queryStatesContent<T>({ query, loading, empty, isEmpty = isEmptyArray, keepDataOnError = false, notFound, children }: QueryStatesProps<T>): ReactNode {
  if (query.isPending) return <>{loading ?? <LoadingState />}</>;
  if (query.isError && !(keepDataOnError && query.data !== undefined)) {
    if (notFound !== undefined && query.data === undefined && isNotFound(query.error)) return <>{notFound}</>;
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  // Neither pending nor failed without data: the query has answered; null (or undefined from a `select`) is nothing.
  if (query.data === null || query.data === undefined) return <>{empty ?? null}</>;
  const data = query.data as NonNullable<T>;
  if (empty !== undefined && isEmpty(data)) {
    // A failed reload of an empty answer: the empty state alone would pass for a fresh, successful one.
    return (
      <>
        {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
        {empty}
      </>
    );
  }
  return <>{children(data)}</>;
}
