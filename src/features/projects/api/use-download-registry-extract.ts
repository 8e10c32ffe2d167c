import { useMutation } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { downloadRegistryExtract, downloadRegistryExtractById } from '../../../api/generated/sdk.gen';
import { useActiveProfile } from '../../../shared/environment';
import { downloadFile } from '../../../shared/lib/download';

/**
 * Fetches an extract through the generated client (so the API key goes with it) and saves it as a Blob with
 * its file name: DownloadRegistryExtractById for a given job, DownloadRegistryExtract for the latest one.
 */
export function useDownloadRegistryExtract(projectId: string) {
  const { institutionId } = useActiveProfile();
  return useMutation({
    mutationFn: (jobId: string | null) =>
      downloadFile(async () => {
        const { data } = jobId
          ? await downloadRegistryExtractById({ client: baseClient, path: { institutionId, projectId, jobId }, throwOnError: true })
          : await downloadRegistryExtract({ client: baseClient, path: { institutionId, projectId }, throwOnError: true });
        return data.data;
      }),
  });
}
