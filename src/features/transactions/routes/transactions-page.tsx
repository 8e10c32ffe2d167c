import { useTranslation } from '../../../shared/i18n/use-translation';
import { useActiveProfile } from '../../../shared/environment';
import { PageHeader } from '../../../shared/ui/page-header';
import { TransactionsView } from '../components/transactions-view';

export function TransactionsPage() {
  const { t } = useTranslation();
  const { institutionId } = useActiveProfile();
  return (
    <TransactionsView
      header={(actions) => <PageHeader title={t('transactions.title')} subtitle={institutionId ? t('transactions.subtitle', { institutionId }) : undefined} actions={actions} />}
    />
  );
}
