// Route paths in one place, so features link to each other's screens without importing each other.
export const paths = {
  home: '/',
  projects: '/projects',
  project: (id: string, tab?: string) => `/projects/${encodeURIComponent(id)}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`,
  assets: '/assets',
  asset: (id: string, tab?: string) => `/assets/${encodeURIComponent(id)}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`,
  /** The issuance wizard, with the project preselected when given. */
  assetNew: (projectId?: string) => `/assets/new${projectId ? `?projectId=${encodeURIComponent(projectId)}` : ''}`,
  transactions: '/transactions',
  /** The grid filtered on one transaction, its side panel open. */
  transaction: (txId: string) => `/transactions?${new URLSearchParams({ txId, tx: txId }).toString()}`,
  /** The transaction grid filtered on a project or an asset (its `project` / `asset` filters). */
  transactionsOf: (filter: { project?: string; asset?: string } & Record<string, string | undefined>) =>
    `/transactions?${new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1]))).toString()}`,
  customers: '/customers',
  customer: (id: string) => `/customers/${encodeURIComponent(id)}`,
  settings: '/settings',
} as const;
