import { useQuery } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { listTokenizedAssetsOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { ListTokenizedAssetsResponse } from '../../../api/generated/types.gen';
import { useActiveProfile } from '../../../shared/environment';

/**
 * What the grid reads of the institution's assets (their decimals, their names), picked by `select`: the same query
 * as the assets list, one request shared through the cache. Undefined until it is answered, when it fails, or while
 * not `enabled`.
 */
export function useInstitutionAssets<T>(select: (envelope: ListTokenizedAssetsResponse) => T, enabled = true): T | undefined {
  const { institutionId } = useActiveProfile();
  const { data } = useQuery({
    ...listTokenizedAssetsOptions({ client: baseClient, path: { institutionId } }),
    enabled: enabled && Boolean(institutionId),
    select,
  });
  return data;
}
