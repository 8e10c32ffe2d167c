import { enAssets } from './en-assets';
import { enAssetsForms } from './en-assets-forms';
import { enCore } from './en-core';
import { enCustomers } from './en-customers';
import { enCustomersForms } from './en-customers-forms';
import { enProjectsDetail } from './en-projects-detail';
import { enSearchDialog } from './en-search-dialog';
import { enSettings } from './en-settings';
import { enTransactions } from './en-transactions';

/**
 * Every English string: the core the app loads at start, and each feature's section, which its routes load
 * (../i18n.ts). The type of this object is the shape of every language (de.ts) and of the `t()` keys.
 */
export const en = {
  ...enCore,
  projects: { ...enCore.projects, ...enProjectsDetail },
  search: { ...enCore.search, ...enSearchDialog },
  assets: { ...enAssets, ...enAssetsForms, confirm: { ...enAssets.confirm, ...enAssetsForms.confirm } },
  transactions: { ...enCore.transactions, ...enTransactions },
  // The KYC texts the customer page shows (its latest save) are in the page's part, the form's in the forms' part.
  customers: { ...enCustomers, ...enCustomersForms, kyc: { ...enCustomers.kyc, ...enCustomersForms.kyc } },
  settings: enSettings,
};
