import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from '../i18n/translator';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject, UIMatch } from 'react-router';

export type FeatureId = 'projects' | 'assets' | 'transactions' | 'customers' | 'settings';

/** What a route's `handle.prefetch` gets: the route's params and the cache to fill, for the active institution. */
export interface RoutePrefetchContext {
  params: Readonly<Record<string, string | undefined>>;
  queryClient: QueryClient;
  /** The active profile's institution (never empty: prefetch is skipped without one). */
  institutionId: string;
}

export interface RouteHandle {
  /** The breadcrumb for this route; a component may read params and cached data. */
  crumb?: (match: UIMatch) => ReactNode;
  /**
   * Starts the queries the page will read (`queryClient.prefetchQuery(<the same options its hooks use>)`), so
   * its data loads in parallel with its code: when the app starts on this route, and when a link to it is
   * hovered or focused (app/route-preload.ts). Errors are left to the page's own query.
   */
  prefetch?: (context: RoutePrefetchContext) => unknown;
}

/** The filter a transactions view is fixed on: the page's own project or asset, which the user cannot remove. */
export type TransactionsViewFilter = { projectId: string } | { tokenizedAssetId: string };

/**
 * Components one feature lends to another's pages through the app shell (features never import each other): the
 * provider registers them in its module, the app puts them into `FeatureSlotsProvider`, a page reads them with
 * `useFeatureSlot`. A slot is absent when its feature is not registered, so pages show the part only when it exists.
 * Register a `React.lazy` component: the host page must not carry the provider's code until the part is shown.
 */
export interface FeatureSlots {
  /** The transaction grid fixed on a project or an asset, with its own filters, paging and sort in the URL (transactions). */
  transactionsView: ComponentType<{ fixed: TransactionsViewFilter }>;
}

/** What a feature registers with the app shell: its routes and, optionally, a navigation entry and slots. */
export interface FeatureModule {
  id: FeatureId;
  nav?: { path: string; label: (t: TFunction) => string; icon: ComponentType; order: number };
  routes: RouteObject[];
  slots?: Partial<FeatureSlots>;
}
