import { useTranslation } from '../shared/i18n/use-translation';

/**
 * Shown while the code of the page the dashboard opens on is still arriving (a lazy route on the first load): the
 * same quiet line as index.html shows before any code runs, so the screen does not go blank in between. It is React
 * Router's fallback for that first load, which it asks for (and warns in the console without) on every lazy page.
 */
export function FirstPageFallback() {
  const { t } = useTranslation();
  return (
    <p className="boot" role="status">
      {t('app.loadingPage')}
    </p>
  );
}
