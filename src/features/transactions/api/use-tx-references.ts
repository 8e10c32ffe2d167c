import { useQuery } from '@tanstack/react-query';
import { baseClient } from '../../../api/clients';
import { getProjectsByInstitutionIdOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { GetProjectsByInstitutionIdResponse, ListTokenizedAssetsResponse } from '../../../api/generated/types.gen';
import { useActiveProfile } from '../../../shared/environment';
import { useInstitutionAssets } from './use-institution-assets';

export type NameById = ReadonlyMap<string, string>;

const NONE: NameById = new Map();

const assetNames = (envelope: ListTokenizedAssetsResponse): NameById =>
  new Map((envelope.data ?? []).flatMap((asset) => (asset.name ? [[asset.id, asset.unitName ? `${asset.name} (${asset.unitName})` : asset.name] as const] : [])));

const projectNames = (envelope: GetProjectsByInstitutionIdResponse): NameById =>
  new Map((envelope.data ?? []).flatMap((project) => (project.name ? [[project.id, project.name] as const] : [])));

/**
 * The names of the institution's assets and projects, so a transaction's side panel says which asset and project it
 * belongs to, not only their ids: the assets list's query (already in the cache for the amounts' decimals) and the
 * projects list's. Asked only while `enabled` (the panel is open); empty until answered, or when a query fails (the
 * panel then shows the ids alone).
 */
export function useTxReferences(enabled: boolean): { assets: NameById; projects: NameById } {
  const { institutionId } = useActiveProfile();
  const on = enabled && Boolean(institutionId);
  const assets = useInstitutionAssets(assetNames, enabled);
  const projects = useQuery({ ...getProjectsByInstitutionIdOptions({ client: baseClient, path: { institutionId } }), enabled: on, select: projectNames });
  return { assets: assets ?? NONE, projects: projects.data ?? NONE };
}
