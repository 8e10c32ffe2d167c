import type { Client } from './generated/client';

/**
 * The query key of an operation the generator offers only as a mutation (a POST that reads: QueryTransactions,
 * ListCustomers, SearchCustomers), in the shape of the generated query keys (`{ _id: operationId, baseUrl, path?,
 * body }`): the same question is one cache entry wherever it is asked, and invalidation by operation id reaches it as it
 * reaches the generated queries.
 */
export function operationQueryKey<const Parts extends { body?: unknown; path?: Record<string, unknown> }>(operationId: string, client: Client, parts: Parts) {
  return [{ _id: operationId, baseUrl: client.getConfig().baseUrl, ...parts }] as const;
}
