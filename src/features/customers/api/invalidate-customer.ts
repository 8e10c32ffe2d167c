import type { QueryClient } from '@tanstack/react-query';

const CUSTOMER_QUERIES = new Set(['listCustomers', 'searchCustomers', 'getCustomer', 'listCustomerKyc', 'listCustomerPartnerSubmissions']);

/** After a save or a partner submission: the customer, their KYC and partner history and every list showing their state. */
export function invalidateCustomerQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => CUSTOMER_QUERIES.has((q.queryKey[0] as { _id?: string } | undefined)?._id ?? '') });
}
