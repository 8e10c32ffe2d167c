import type { HandlerMap } from '../http/handler-types';
import type { TransactionQueryDto } from '../services/api-types';
import { body, pathInstitution } from './handler-inputs';

export const transactionHandlers: HandlerMap = {
  QueryTransactions: async (ctx) => ({
    data: await ctx.services.transactions.query(pathInstitution(ctx), body<TransactionQueryDto | undefined>(ctx) ?? {}),
  }),
};
