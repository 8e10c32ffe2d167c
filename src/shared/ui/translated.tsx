import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A translated text that follows language changes, for places that hold nodes (e.g. route handles). */
export function Translated({ k }: { k: ParseKeys }) {
  const { t } = useTranslation();
  return <>{t(k)}</>;
}
