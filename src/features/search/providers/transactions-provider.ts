import { baseClient } from '../../../api/clients';
import { queryTransactions } from '../../../api/generated/sdk.gen';
import { paths } from '../../../shared/lib/paths';
import type { SearchProvider } from '../search-provider';
import { notFoundAsEmpty } from '../../../api/not-found';
import { enumText } from '../../../shared/i18n/enum-text';

/** A transaction by its id (QueryTransactions with txId, exact). */
export const transactionsProvider: SearchProvider = {
  id: 'transactions',
  feature: 'transactions',
  minLength: 4,
  search: (query, { institutionId, signal, t }) =>
    notFoundAsEmpty(async () => {
      const { data } = await queryTransactions({ client: baseClient, path: { institutionId }, body: { txId: query.trim(), take: 5 }, signal, throwOnError: true });
      return data.data.result.map((tx) => ({
        id: tx.id,
        primary: tx.txId,
        secondary: [enumText(t, 'transactions.action', tx.txAction), enumText(t, 'transactions.status', tx.txStatus), tx.unitName].filter(Boolean).join(' · '),
        href: paths.transaction(tx.txId),
      }));
    }),
};
