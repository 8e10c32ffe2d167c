import TokenIcon from '@mui/icons-material/Token';
import type { FeatureModule, RoutePrefetchContext } from '../../shared/lib/feature-module';
import { assetDetailsOptions } from './api/use-asset-details';
import { assetTransactionsOptions } from './api/asset-transactions-query';
import { projectOptionsQuery } from './api/use-project-options';
import { assetsOptions } from './api/use-assets';
import { withFeatureStrings } from '../../shared/i18n/i18n';
import { paths } from '../../shared/lib/paths';
import { Translated } from '../../shared/ui/translated';
import { AssetCrumb } from './components/asset-crumb';

export const assetsFeature: FeatureModule = {
  id: 'assets',
  nav: { path: paths.assets, label: (t) => t('nav.assets'), icon: TokenIcon, order: 20 },
  routes: [
    {
      path: 'assets',
      handle: { crumb: () => <Translated k="nav.assets" /> },
      children: [
        {
          index: true,
          handle: { prefetch: ({ queryClient, institutionId }: RoutePrefetchContext) => queryClient.prefetchQuery(assetsOptions(institutionId)) },
          lazy: async () => ({ Component: (await withFeatureStrings('assets', import('./routes/assets-page'))).AssetsPage }),
        },
        {
          path: 'new',
          handle: { crumb: () => <Translated k="assets.wizard.title" /> },
          // The wizard and its form libraries load only here, never with the lists.
          lazy: async () => ({ Component: (await withFeatureStrings(['assets', 'assets-forms'], import('./routes/asset-wizard-page'))).AssetWizardPage }),
        },
        {
          path: ':assetId',
          handle: {
            crumb: (match: { params: Record<string, string | undefined> }) => <AssetCrumb assetId={match.params.assetId ?? ''} />,
            // Everything the page shows at once, asked together: its transactions and project names no longer wait for
            // the page to render the asset first.
            prefetch: ({ queryClient, institutionId, params }: RoutePrefetchContext) => {
              const { assetId } = params;
              if (!assetId) return undefined;
              return Promise.all([
                queryClient.prefetchQuery(assetDetailsOptions(institutionId, assetId)),
                queryClient.prefetchQuery(assetTransactionsOptions(institutionId, assetId)),
                queryClient.prefetchQuery(projectOptionsQuery(institutionId)),
              ]);
            },
          },
          lazy: async () => ({ Component: (await withFeatureStrings('assets', import('./routes/asset-page'))).AssetPage }),
        },
      ],
    },
  ],
};
