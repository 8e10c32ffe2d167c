import type { TxDto } from '../../../api/generated/types.gen';
import { txAmount, type AssetDecimals } from './tx-amount';

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

/**
 * After the contract's fields, the amount in the asset's units (exact decimal text, "1.5" for 150 base units with 2
 * decimals), as the grid shows it: `amount` is the service's, in base units. Empty when the row moves no asset whose
 * decimals are known.
 */
const UNITS_COLUMN = 'amountInAssetUnits';

export function csvHeader(): string {
  return `${[...CSV_FIELDS, UNITS_COLUMN].join(',')}\r\n`;
}

export function csvRows(rows: readonly TxDto[], decimals: AssetDecimals = new Map()): string {
  return rows
    .map((tx) => {
      const amount = txAmount(tx, decimals);
      return `${[...CSV_FIELDS.map((field) => csvCell(tx[field])), amount.kind === 'units' ? amount.whole : ''].join(',')}\r\n`;
    })
    .join('');
}
