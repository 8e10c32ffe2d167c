import { useQuery } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { unwrap } from '../../../api/envelope';
import { getTokenizedAssetDetailsOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { useActiveProfile } from '../../../shared/environment';

/** The asset page's query (also used to prefetch it). */
export const assetDetailsOptions = (institutionId: string, assetId: string) =>
  getTokenizedAssetDetailsOptions({ client: baseClient, path: { institutionId, 'tokenized-asset-id': assetId } });

/** GetTokenizedAssetDetails: the asset with its transfers, open opt-in requests and holders. */
export function useAssetDetails(assetId: string) {
  const { institutionId } = useActiveProfile();
  return useQuery({
    ...assetDetailsOptions(institutionId, assetId),
    enabled: Boolean(institutionId && assetId),
    select: unwrap,
  });
}
