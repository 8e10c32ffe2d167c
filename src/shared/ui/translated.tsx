import type { TranslationKey } from '../i18n/translator';
import { useTranslation } from '../i18n/use-translation';

/** A translated text that follows language changes, for places that hold nodes (e.g. route handles). */
export function Translated({ k }: { k: TranslationKey }) {
  const { t } = useTranslation();
  return <>{t(k)}</>;
}
