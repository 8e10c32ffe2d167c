import { useMutation, useQueryClient } from '@tanstack/react-query';
import { externalClient } from '../../../api/clients';
import { saveCustomerKyc } from '../../../api/generated/sdk.gen';
import type { KycDataDto } from '../../../api/generated/types.gen';
import { invalidateCustomerQueries } from './invalidate-customer';

/**
 * SaveCustomerKyc. A 200 answering `data: false` did not save anything (the interface allows it): the clients reject
 * it as a failure before it gets here (src/api/declined-answer.ts), so success always means saved.
 */
export function useSaveKyc(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: KycDataDto) => {
      const { data: envelope } = await saveCustomerKyc({ client: externalClient, path: { 'customer-id': customerId }, body, throwOnError: true });
      return envelope.data;
    },
    onSuccess: () => invalidateCustomerQueries(queryClient),
  });
}
