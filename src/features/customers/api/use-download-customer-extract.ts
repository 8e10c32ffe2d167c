import { useMutation } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { downloadRegistryExtractFile } from '../../../api/generated/sdk.gen';
import { useActiveProfile } from '../../../shared/environment';
import { downloadFile } from '../../../shared/lib/download';

/** Fetches one of the customer's extract files (DownloadRegistryExtractFile) and saves it under its name. */
export function useDownloadCustomerExtract(customerId: string) {
  const { institutionId } = useActiveProfile();
  return useMutation({
    mutationFn: (fileName: string) =>
      downloadFile(async () => {
        const { data } = await downloadRegistryExtractFile({ client: baseClient, path: { institutionId, customerId, fileName }, throwOnError: true });
        return data.data;
      }),
  });
}
