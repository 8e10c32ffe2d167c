import type { HandlerMap } from '../http/handler-types';
import type {
  CreateMintTokenRequestDto,
  FinalizeTokenizedAssetBodyWritable,
  InitializeTokenizedAssetDto,
} from '../services/api-types';
import { body, idempotencyKey, param, pathInstitution, queryString } from './handler-inputs';

/** The flat credentials object of the contract, or the wrapped form of the earlier contract (flat wins when both are sent). */
function finalizePassphrase(credentials: FinalizeTokenizedAssetBodyWritable): string {
  return 'passphrase' in credentials ? credentials.passphrase : credentials.credentials.passphrase;
}

export const tokenizationHandlers: HandlerMap = {
  ListTokenizedAssets: async (ctx) => ({
    data: await ctx.services.tokenizedAssets.list(pathInstitution(ctx), queryString(ctx, 'projectId')),
  }),
  InitializeTokenizedAssetCreation: async (ctx) => ({
    data: await ctx.services.tokenizedAssets.initialize(pathInstitution(ctx), body<InitializeTokenizedAssetDto>(ctx)),
  }),
  GetTokenizedAssetDetails: async (ctx) => ({
    data: await ctx.services.tokenizedAssets.details(pathInstitution(ctx), param(ctx, 'tokenized-asset-id')),
  }),
  GetTokenizedAssetByUnitName: async (ctx) => ({
    data: await ctx.services.tokenizedAssets.getByUnitName(pathInstitution(ctx), param(ctx, 'tokenized-asset-unit-name')),
  }),
  FinalizeTokenizedAsset: async (ctx) => ({
    data: await ctx.services.assetIssuance.finalize(
      pathInstitution(ctx),
      param(ctx, 'tokenized-asset-id'),
      finalizePassphrase(body<FinalizeTokenizedAssetBodyWritable>(ctx)),
    ),
  }),
  SendTokenMetadataOnChain: async (ctx) => ({
    data: await ctx.services.assetIssuance.sendMetadataOnChain(pathInstitution(ctx), param(ctx, 'tokenizedAssetId')),
  }),
  CreateMintTokenRequest: async (ctx) => ({
    data: await ctx.services.assetIssuance.requestMint(pathInstitution(ctx), body<CreateMintTokenRequestDto>(ctx), idempotencyKey(ctx)),
  }),
};
