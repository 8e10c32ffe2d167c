import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/lib/paths';
import { EmptyState } from '../../../shared/ui/states';

/** A customer page's address that names no customer of the institution (a stale link, a mistyped id). */
export function CustomerNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('customers.page.notFound')}
      action={
        <Button component={RouterLink} to={paths.customers}>
          {t('customers.page.backToList')}
        </Button>
      }
    />
  );
}
