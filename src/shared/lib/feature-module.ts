import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject, UIMatch } from 'react-router';

export type FeatureId = 'projects' | 'assets' | 'transactions' | 'customers' | 'settings';

export interface RouteHandle {
  /** The breadcrumb for this route; a component may read params and cached data. */
  crumb?: (match: UIMatch) => ReactNode;
}

/** What a feature registers with the app shell: its routes and, optionally, a navigation entry. */
export interface FeatureModule {
  id: FeatureId;
  nav?: { path: string; label: (t: TFunction) => string; icon: ComponentType; order: number };
  routes: RouteObject[];
}
