import { randomUUID } from 'node:crypto';
import { ApiError } from '../../src/http/api-error';
import type { HandlerContext, HandlerMap } from '../../src/http/handler-types';
import { cachedContract } from '../helpers/contract-cache';
import { fakeHandlers } from '../helpers/fake-handlers';
import { startPlatformServer, type RunningServer } from '../helpers/start-platform-server';

/** Requests the fake handlers saw, newest last. */
export type Seen = HandlerContext[];

/** A live server on the real contract with fake handlers for the operations the platform tests call. */
export async function startRealContractServer(extra: Partial<Parameters<typeof startPlatformServer>[0]> = {}): Promise<{ server: RunningServer; seen: Seen }> {
  const contract = cachedContract();
  const seen: Seen = [];
  const record = (ctx: HandlerContext) => {
    seen.push(ctx);
  };
  const handlers: HandlerMap = {
    GetProjectsByInstitutionId: async (ctx) => {
      record(ctx);
      return { data: [] };
    },
    CreateProject: async (ctx) => {
      record(ctx);
      return { data: randomUUID() };
    },
    QueryTransactions: async (ctx) => {
      record(ctx);
      return { data: { count: 0, result: [] } };
    },
    FinalizeTokenizedAsset: async (ctx) => {
      record(ctx);
      throw ApiError.notFound('tokenized-asset-id', 'No such tokenized asset.');
    },
    CreateCustomer: async (ctx) => {
      record(ctx);
      // A careless handler logging personal data: the logger must redact it.
      ctx.log.info({ customer: ctx.body }, 'creating customer');
      return { data: randomUUID() };
    },
    ListCustomers: async (ctx) => {
      record(ctx);
      return { data: { count: 0, result: [] } };
    },
    ListCustomerPartnerSubmissions: async (ctx) => {
      record(ctx);
      return { data: { count: 0, result: [] } };
    },
    GetCustomer: async (ctx) => {
      record(ctx);
      throw ApiError.notFound('customer-id', 'No such customer.');
    },
    SaveCustomerKyc: async (ctx) => {
      record(ctx);
      return { data: true };
    },
  };
  const server = await startPlatformServer({ contract, handlers: fakeHandlers(contract, handlers), ...extra });
  return { server, seen };
}
