import { useQuery } from '@tanstack/react-query';
import { externalClient } from '../../../api/clients';
import { unwrap } from '../../../api/envelope';
import { getCustomerOptions, getCustomerQueryKey } from '../../../api/generated/@tanstack/react-query.gen';

export const customerQueryKey = (customerId: string) => getCustomerQueryKey({ client: externalClient, path: { 'customer-id': customerId } });

/** The customer page's query (also used to prefetch it). */
export const customerOptions = (customerId: string) => getCustomerOptions({ client: externalClient, path: { 'customer-id': customerId } });

/** A customer with the state of their KYC (GetCustomer). */
export function useCustomer(customerId: string) {
  return useQuery({ ...customerOptions(customerId), select: unwrap, enabled: Boolean(customerId) });
}
