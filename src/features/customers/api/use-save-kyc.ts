import { useMutation, useQueryClient } from '@tanstack/react-query';
import { externalClient } from '../../../api/clients';
import { ApiFailure } from '../../../api/api-failure';
import { saveCustomerKyc } from '../../../api/generated/sdk.gen';
import type { KycDataDto } from '../../../api/generated/types.gen';
import { invalidateCustomerQueries } from './invalidate-customer';

/**
 * SaveCustomerKyc. A 200 answering `data: false` did not save anything (the interface allows it), so it is a
 * failure here, never a success.
 */
export function useSaveKyc(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: KycDataDto) => {
      const { data: envelope } = await saveCustomerKyc({ client: externalClient, path: { 'customer-id': customerId }, body, throwOnError: true });
      if (envelope.data !== true) {
        throw new ApiFailure({ kind: 'server', status: 200, message: 'The service answered that the KYC data was not saved.' });
      }
      return true;
    },
    onSuccess: () => invalidateCustomerQueries(queryClient),
  });
}
