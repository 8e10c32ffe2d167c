/** The global search dialog's strings, loaded with the dialog (the app bar's button is in en-core.ts). */
export const enSearchDialog = {
  title: 'Search',
  placeholder: 'Project name, asset unit name, customer name or e-mail, transaction id',
  label: 'Search everything',
  hint: 'Type at least 2 characters.',
  noResults: 'Nothing found for “{{query}}”.',
  searching: 'Searching…',
  groups: { projects: 'Projects', assets: 'Assets', customers: 'Customers', transactions: 'Transactions' },
  failed: 'Search in {{group}} failed.',
};
