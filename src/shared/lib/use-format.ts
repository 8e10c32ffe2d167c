import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatBytes, formatDate, formatDateTime, formatNumber, formatRelative } from './format';

/** The format helpers bound to the active language; re-renders when the language changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      date: (value: Parameters<typeof formatDate>[0]) => formatDate(value, language),
      dateTime: (value: Parameters<typeof formatDateTime>[0]) => formatDateTime(value, language),
      number: (value: number | null | undefined, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
      amount: (value: number | string | null | undefined, digits?: number) => formatAmount(value, language, digits),
      bytes: (value: number | null | undefined) => formatBytes(value, language),
      relative: (value: Parameters<typeof formatRelative>[0]) => formatRelative(value, language),
    }),
    [language],
  );
}
