import type { HandlerMap } from '../http/handler-types';
import { param, pathInstitution } from './handler-inputs';

export const registryExtractHandlers: HandlerMap = {
  GenerateRegistryExtractV2: async (ctx) => ({
    data: await ctx.services.registryExtracts.enqueue(pathInstitution(ctx), param(ctx, 'projectId')),
  }),
  DownloadRegistryExtract: async (ctx) => ({
    data: await ctx.services.registryExtracts.downloadLatest(pathInstitution(ctx), param(ctx, 'projectId')),
  }),
  GetRegistryExtractStatus: async (ctx) => ({
    data: await ctx.services.registryExtracts.latestStatus(pathInstitution(ctx), param(ctx, 'projectId')),
  }),
  ListRegistryExtracts: async (ctx) => ({
    data: await ctx.services.registryExtracts.list(pathInstitution(ctx), param(ctx, 'projectId')),
  }),
  DownloadRegistryExtractById: async (ctx) => ({
    data: await ctx.services.registryExtracts.downloadById(
      pathInstitution(ctx),
      param(ctx, 'projectId'),
      param(ctx, 'jobId'),
    ),
  }),
  DownloadRegistryExtractFile: async (ctx) => ({
    data: await ctx.services.registryExtracts.downloadCustomerFile(
      pathInstitution(ctx),
      param(ctx, 'customerId'),
      param(ctx, 'fileName'),
    ),
  }),
  ListCustomerRegistryExtractFiles: async (ctx) => ({
    data: await ctx.services.registryExtracts.listCustomerFiles(pathInstitution(ctx), param(ctx, 'customerId')),
  }),
};
