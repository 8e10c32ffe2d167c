import type { QueryClient } from '@tanstack/react-query';
import type { FeatureId } from '../../shared/lib/feature-module';
import type { TFunction } from '../../shared/i18n/translator';

export interface SearchContext {
  institutionId: string;
  queryClient: QueryClient;
  signal: AbortSignal;
  /** The texts of the user's language, for the service's enum values a result names (a transaction's action). */
  t: TFunction;
}

export interface SearchHit {
  id: string;
  primary: string;
  secondary?: string;
  href: string;
}

/**
 * One source of global-search results. A provider is offered only when the screen it links to is
 * registered (its `feature`), so results never lead to a page that does not exist yet.
 */
export interface SearchProvider {
  id: 'projects' | 'assets' | 'customers' | 'transactions';
  feature: FeatureId;
  minLength: number;
  search: (query: string, context: SearchContext) => Promise<SearchHit[]>;
}
