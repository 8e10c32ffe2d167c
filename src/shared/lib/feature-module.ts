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

/** What a feature registers with the app shell: its routes and, optionally, a navigation entry. */
export interface FeatureModule {
  id: FeatureId;
  nav?: { path: string; label: (t: TFunction) => string; icon: ComponentType; order: number };
  routes: RouteObject[];
}
