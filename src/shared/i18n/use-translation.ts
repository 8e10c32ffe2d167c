import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { TFunction } from './translator';

/**
 * The texts of the current language for a component: `t` changes identity when the language or the loaded texts
 * change, so components (and memos depending on `t`) render again with the new texts.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const version = useSyncExternalStore(i18n.subscribe, i18n.version, i18n.version);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` per version is the point
  return useMemo(() => ({ t: (key, options) => i18n.t(key, options), i18n }), [version]);
}
