import { useQuery } from '@tanstack/react-query';
import { externalClient } from '../../../api/clients';
import { unwrap } from '../../../api/envelope';
import { listCustomerPartnerSubmissionsOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** What was sent to the partner for the customer, newest first, with the data as stored (ListCustomerPartnerSubmissions). */
export function usePartnerSubmissions(customerId: string) {
  return useQuery({ ...listCustomerPartnerSubmissionsOptions({ client: externalClient, path: { 'customer-id': customerId } }), select: unwrap, enabled: Boolean(customerId) });
}
