import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { transactions } from '../db/schema';
import type { NewTransactionRow } from '../db/schema';
import type { TransactionQueryDto, TxDtoPaginatedListResponse } from './api-types';
import { toPage } from './paging';
import type { ServiceDeps } from './service-deps';
import { countFromPage, planCount } from './transaction-count';
import { toTxDto } from './transaction-mapper';
import { transactionFilter, transactionOrder } from './transaction-query';

/**
 * From this skip on, a page is found in the index first and read afterwards. A free-text search is not: its filter
 * needs the row itself.
 */
const DEFERRED_JOIN_FROM_SKIP = 1000;

const COLUMNS = getTableColumns(transactions);

export function createTransactionsService({ db }: ServiceDeps) {
  return {
    /**
     * Filtered, sorted page plus the total count of matches, in one statement: the count is one more column of the
     * page's rows (see planCount); a free-text search asks the planner for its expected matches first.
     */
    async query(institutionId: string, q: TransactionQueryDto): Promise<TxDtoPaginatedListResponse> {
      const page = toPage(q.take, q.skip);
      const where = transactionFilter(institutionId, q);
      const order = transactionOrder(q);
      const plan = await planCount(db, institutionId, q, where);
      const fields = plan.kind === 'estimate' ? { ...COLUMNS, total: sql<null>`null` } : { ...COLUMNS, total: plan.column };
      const rows =
        page.skip >= DEFERRED_JOIN_FROM_SKIP && !q.searchText?.trim()
          ? // A deep page: walk past the skipped rows in the index alone (index-only scan, no row reads), then read just
            // the page's rows: skip 10,000 in 2 ms instead of 6, skip 50,000 of one status in 27 instead of 177 (at
            // a million transactions). The same rows in the same order as OFFSET on the table.
            await db
              .select(fields)
              .from(transactions)
              .where(inArray(transactions.id, db.select({ id: transactions.id }).from(transactions).where(where).orderBy(...order).limit(page.take).offset(page.skip)))
              .orderBy(...order)
          : await db.select(fields).from(transactions).where(where).orderBy(...order).limit(page.take).offset(page.skip);
      const counted = await countFromPage(db, plan, where, page.skip, rows[0]?.total);
      // The contract's count is int32; estimates are flagged so the grid can say "about".
      return { count: counted.count, ...(counted.estimated ? { countIsEstimate: true } : {}), result: rows.map(toTxDto) };
    },

    /** Records one transaction (inside the caller's transaction when given). */
    async record(tx: Executor, values: NewTransactionRow): Promise<string> {
      const [row] = await tx.insert(transactions).values(values).returning({ id: transactions.id });
      return row.id;
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
