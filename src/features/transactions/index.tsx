import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import type { FeatureModule } from '../../shared/lib/feature-module';
import { withFeatureStrings } from '../../shared/i18n/i18n';
import { paths } from '../../shared/lib/paths';
import { Translated } from '../../shared/ui/translated';

export const transactionsFeature: FeatureModule = {
  id: 'transactions',
  nav: { path: paths.transactions, label: (t) => t('nav.transactions'), icon: ReceiptLongIcon, order: 30 },
  routes: [
    {
      path: 'transactions',
      handle: { crumb: () => <Translated k="nav.transactions" /> },
      // The grid (MUI X DataGrid) loads with this page or with a project's or asset's transactions tab, never before.
      lazy: async () => ({ Component: (await withFeatureStrings('transactions', import('./routes/transactions-page'))).TransactionsPage }),
    },
  ],
  slots: {
    // A project's or an asset's transactions tab: the same grid, loaded (with its strings) only when the tab opens.
    transactionsView: lazy(async () => ({
      default: (await withFeatureStrings('transactions', import('./components/transactions-view'))).TransactionsView,
    })),
  },
};
