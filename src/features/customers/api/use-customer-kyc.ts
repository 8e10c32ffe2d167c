import { useQuery } from '@tanstack/react-query';
import { externalClient } from '../../../api/clients';
import { unwrap } from '../../../api/envelope';
import { listCustomerKycOptions, listCustomerKycQueryKey } from '../../../api/generated/@tanstack/react-query.gen';

export const customerKycQueryKey = (customerId: string) => listCustomerKycQueryKey({ client: externalClient, path: { 'customer-id': customerId } });

/** The customer's KYC saves, newest first (ListCustomerKyc). */
export function useCustomerKyc(customerId: string) {
  return useQuery({ ...listCustomerKycOptions({ client: externalClient, path: { 'customer-id': customerId } }), select: unwrap, enabled: Boolean(customerId) });
}
