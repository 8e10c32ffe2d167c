import { useQuery } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { unwrap } from '../../../api/envelope';
import { listCustomerRegistryExtractFilesOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { useActiveProfile } from '../../../shared/environment';

/** The customer's registry extract files, newest first (ListCustomerRegistryExtractFiles). */
export function useCustomerExtractFiles(customerId: string) {
  const { institutionId } = useActiveProfile();
  return useQuery({
    ...listCustomerRegistryExtractFilesOptions({ client: baseClient, path: { institutionId, customerId } }),
    select: unwrap,
    enabled: Boolean(institutionId && customerId),
  });
}
