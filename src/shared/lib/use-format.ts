import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { formatAmount, formatCalendarDate, formatDate, formatDateTime, formatDecimal, formatNumber } from './format';

/** The format helpers bound to the active language; re-renders when the language changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      date: (value: Parameters<typeof formatDate>[0]) => formatDate(value, language),
      calendarDate: (value: Parameters<typeof formatCalendarDate>[0]) => formatCalendarDate(value, language),
      dateTime: (value: Parameters<typeof formatDateTime>[0]) => formatDateTime(value, language),
      number: (value: number | null | undefined, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
      amount: (value: number | string | null | undefined, digits?: number) => formatAmount(value, language, digits),
      /** An exact decimal held as text or a bigint (whole units, base units), grouped for the language. */
      decimal: (value: string | bigint) => formatDecimal(String(value), language),
    }),
    [language],
  );
}
