import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/lib/paths';
import { NotFoundState } from '../../../shared/ui/not-found-state';

/** A customer page's address that names no customer of the institution (a stale link, a mistyped id). */
export function CustomerNotFound() {
  const { t } = useTranslation();
  return <NotFoundState title={t('customers.page.notFound')} back={{ to: paths.customers, label: t('customers.page.backToList') }} />;
}
