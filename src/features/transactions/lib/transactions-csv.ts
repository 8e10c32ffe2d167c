import type { TxDto } from '../../../api/generated/types.gen';

/** Every field of a transaction, in the contract's order: the CSV header and column order. */
export const CSV_FIELDS = [
  'id',
  'txId',
  'institutionId',
  'projectId',
  'tokenizedAssetId',
  'unitName',
  'txAction',
  'txStatus',
  'blockchain',
  'fromAddress',
  'toAddress',
  'amount',
  'fee',
  'note',
  'retryCount',
  'createdAt',
  'updatedAt',
  'confirmedAt',
] as const satisfies readonly (keyof TxDto)[];

/**
 * One CSV cell (RFC 4180). Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe; numbers are written as JavaScript prints them (shortest exact form, dot as decimal separator).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvHeader(): string {
  return `${CSV_FIELDS.join(',')}\r\n`;
}

export function csvRows(rows: readonly TxDto[]): string {
  return rows.map((tx) => `${CSV_FIELDS.map((field) => csvCell(tx[field])).join(',')}\r\n`).join('');
}
