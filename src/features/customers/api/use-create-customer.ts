import { useMutation, useQueryClient } from '@tanstack/react-query';
import { externalClient } from '../../../api/clients';
import { createCustomerMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { invalidateCustomerQueries } from './invalidate-customer';

/** CreateCustomer; every customer list refreshes afterwards. */
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({ ...createCustomerMutation({ client: externalClient }), onSuccess: () => invalidateCustomerQueries(queryClient) });
}
