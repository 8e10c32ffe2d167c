import { useMutation, useQueryClient } from '@tanstack/react-query';
import { externalClient } from '../../../api/clients';
import { unwrap } from '../../../api/envelope';
import { sendCompanyKycToPartner, sendKycToPartner } from '../../../api/generated/sdk.gen';
import type { PartnerKycDto, PartnerLegalPersonDto } from '../../../api/generated/types.gen';
import { invalidateCustomerQueries } from './invalidate-customer';

/** SendKycToPartner for a natural person. */
export function useSendPartnerKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PartnerKycDto) => unwrap((await sendKycToPartner({ client: externalClient, body, throwOnError: true })).data),
    onSuccess: () => invalidateCustomerQueries(queryClient),
  });
}

/** SendCompanyKycToPartner: one company's KYC, for the company customer in the path. */
export function useSendCompanyKyc(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (legalPerson: PartnerLegalPersonDto) =>
      unwrap((await sendCompanyKycToPartner({ client: externalClient, path: { 'customer-id': customerId }, body: { legalPerson }, throwOnError: true })).data),
    onSuccess: () => invalidateCustomerQueries(queryClient),
  });
}
