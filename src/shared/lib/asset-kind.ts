import type { TokenizedAssetDto, TokenizedAssetKind } from '../../api/generated/types.gen';

const given = (text: string | null | undefined): boolean => typeof text === 'string' && text.trim() !== '';

/**
 * The kind of an asset as every screen shows it: the kind the service answers (ours declares it, an extension), else
 * derived as the service derives it from the share-token fields: Share when shareClass or votingRights is given,
 * else Bond. The real service's answer carries no kind, so no screen may read `asset.kind` directly.
 */
export function assetKind(asset: Pick<TokenizedAssetDto, 'kind' | 'shareClass' | 'votingRights'>): TokenizedAssetKind {
  if (asset.kind) return asset.kind;
  return given(asset.shareClass) || given(asset.votingRights) ? 'Share' : 'Bond';
}
