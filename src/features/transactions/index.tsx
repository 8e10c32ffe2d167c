import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
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
      // The grid (MUI X DataGrid) lives in this chunk only: no other page loads it.
      lazy: async () => ({ Component: (await withFeatureStrings('transactions', import('./routes/transactions-page'))).TransactionsPage }),
    },
  ],
};
