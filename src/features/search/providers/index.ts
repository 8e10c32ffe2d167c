import type { FeatureId } from '../../../shared/lib/feature-module';
import type { SearchProvider } from '../search-provider';
import { assetsProvider } from './assets-provider';
import { customersProvider } from './customers-provider';
import { projectsProvider } from './projects-provider';
import { transactionsProvider } from './transactions-provider';

export const allSearchProviders: SearchProvider[] = [projectsProvider, assetsProvider, customersProvider, transactionsProvider];

/** Only providers whose target screen is registered take part. */
export function providersFor(features: ReadonlySet<FeatureId>, providers: SearchProvider[] = allSearchProviders): SearchProvider[] {
  return providers.filter((p) => features.has(p.feature));
}
