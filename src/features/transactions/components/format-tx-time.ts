import { dateTimeFormat } from '../../../shared/lib/format';

/** Transaction times to the second: two transactions a few seconds apart must not look simultaneous. */
export function formatTxTime(value: string | null, language: string): string {
  if (!value) return '—';
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(value));
}
