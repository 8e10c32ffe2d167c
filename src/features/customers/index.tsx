import PeopleIcon from '@mui/icons-material/People';
import type { FeatureModule, RoutePrefetchContext } from '../../shared/lib/feature-module';
import { customerOptions } from './api/use-customer';
import { withFeatureStrings } from '../../shared/i18n/i18n';
import { paths } from '../../shared/lib/paths';
import { Translated } from '../../shared/ui/translated';
import { CustomerCrumb } from './components/customer-crumb';

type Match = { params: Record<string, string | undefined> };

export const customersFeature: FeatureModule = {
  id: 'customers',
  nav: { path: paths.customers, label: (t) => t('nav.customers'), icon: PeopleIcon, order: 40 },
  routes: [
    {
      path: 'customers',
      handle: { crumb: () => <Translated k="nav.customers" /> },
      children: [
        { index: true, lazy: async () => ({ Component: (await withFeatureStrings('customers', import('./routes/customers-page'))).CustomersPage }) },
        {
          path: 'new',
          handle: { crumb: () => <Translated k="customers.create.title" /> },
          lazy: async () => ({ Component: (await withFeatureStrings(['customers', 'customers-forms'], import('./routes/create-customer-page'))).CreateCustomerPage }),
        },
        {
          path: ':customerId',
          handle: {
            crumb: (match: Match) => <CustomerCrumb customerId={match.params.customerId ?? ''} />,
            prefetch: ({ queryClient, params }: RoutePrefetchContext) => (params.customerId ? queryClient.prefetchQuery(customerOptions(params.customerId)) : undefined),
          },
          children: [
            { index: true, lazy: async () => ({ Component: (await withFeatureStrings('customers', import('./routes/customer-page'))).CustomerPage }) },
            {
              path: 'kyc',
              handle: { crumb: () => <Translated k="customers.kyc.title" /> },
              lazy: async () => ({ Component: (await withFeatureStrings(['customers', 'customers-forms'], import('./routes/kyc-page'))).KycPage }),
            },
            {
              path: 'partner',
              handle: { crumb: () => <Translated k="customers.partner.crumb" /> },
              lazy: async () => ({ Component: (await withFeatureStrings(['customers', 'customers-forms'], import('./routes/partner-kyc-page'))).PartnerKycPage }),
            },
          ],
        },
      ],
    },
  ],
};
