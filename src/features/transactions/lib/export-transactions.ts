import type { TransactionQueryDto, TxDtoPaginatedListResponse } from '../../../api/generated/types.gen';
import { TransactionQueryDtoLimits } from '../../../api/contract-limits.gen';
import type { AssetDecimals } from './tx-amount';
import { csvHeader, csvRows } from './transactions-csv';

/** The largest page the contract allows (TransactionQueryDto's take): fewest round trips. */
export const EXPORT_PAGE_SIZE = TransactionQueryDtoLimits.take.maximum;

export interface ExportProgress {
  done: number;
  total: number;
  /** The total is the service's estimate (a large view), not a count. */
  estimated?: boolean;
}

type FetchPage = (body: TransactionQueryDto, signal: AbortSignal) => Promise<TxDtoPaginatedListResponse>;

/**
 * Every row of a filtered view as CSV parts, read page by page through the paginated query (no cap). The view is
 * pinned to the moment the export starts (createdTo), so transactions created meanwhile do not shift the pages.
 * Rejects with the signal's reason when cancelled.
 */
export async function exportTransactions(
  view: TransactionQueryDto,
  fetchPage: FetchPage,
  { signal, onProgress, now = new Date(), decimals = new Map() }: { signal: AbortSignal; onProgress: (p: ExportProgress) => void; now?: Date; decimals?: AssetDecimals },
): Promise<BlobPart[]> {
  const pinnedTo = view.createdTo && view.createdTo < now.toISOString() ? view.createdTo : now.toISOString();
  const base: TransactionQueryDto = { ...view, createdTo: pinnedTo, take: EXPORT_PAGE_SIZE };
  const parts: BlobPart[] = [csvHeader()];
  let done = 0;
  for (;;) {
    signal.throwIfAborted();
    const page = await fetchPage({ ...base, skip: done }, signal);
    if (page.result.length > 0) parts.push(csvRows(page.result, decimals));
    done += page.result.length;
    // An estimated count (a large view: countIsEstimate) may be below the real number: such a view is read until a
    // page comes back short, and its progress never shows a total smaller than what was read.
    const total = page.countIsEstimate ? Math.max(page.count, done) : page.count;
    if (page.result.length > 0) onProgress({ done, total, estimated: Boolean(page.countIsEstimate) });
    const last = page.result.length < EXPORT_PAGE_SIZE || (!page.countIsEstimate && done >= page.count);
    if (last) return parts;
  }
}
