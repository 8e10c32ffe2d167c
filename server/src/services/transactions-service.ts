import type { Executor } from '../db/database';
import { transactions } from '../db/schema';
import type { NewTransactionRow } from '../db/schema';
import type { TransactionQueryDto, TxDtoPaginatedListResponse } from './api-types';
import { toPage } from './paging';
import type { ServiceDeps } from './service-deps';
import { countTransactions } from './transaction-count';
import { toTxDto } from './transaction-mapper';
import { transactionFilter, transactionOrder } from './transaction-query';

export function createTransactionsService({ db }: ServiceDeps) {
  return {
    /** Filtered, sorted page plus the total count of matches. */
    async query(institutionId: string, q: TransactionQueryDto): Promise<TxDtoPaginatedListResponse> {
      const page = toPage(q.take, q.skip);
      const where = transactionFilter(institutionId, q);
      const order = transactionOrder(q);
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(transactions)
          .where(where)
          .orderBy(...order)
          .limit(page.take)
          .offset(page.skip),
        countTransactions(db, institutionId, q, where),
      ]);
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
