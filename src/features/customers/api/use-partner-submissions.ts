import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { externalClient } from '../../../api/clients';
import { unwrap } from '../../../api/envelope';
import { listCustomerPartnerSubmissionsOptions } from '../../../api/generated/@tanstack/react-query.gen';

/**
 * A page of what was sent to the partner for the customer, newest first, with the data as stored and the total
 * count (ListCustomerPartnerSubmissions; attachments come without their content). The page shown stays while the
 * next one loads.
 */
export function usePartnerSubmissions(customerId: string, page: { take: number; skip: number }) {
  return useQuery({
    ...listCustomerPartnerSubmissionsOptions({ client: externalClient, path: { 'customer-id': customerId }, query: page }),
    select: unwrap,
    enabled: Boolean(customerId),
    placeholderData: keepPreviousData,
  });
}
