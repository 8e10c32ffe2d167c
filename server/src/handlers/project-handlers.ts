import type { HandlerMap } from '../http/handler-types';
import type { CreateProjectDto, UpdateProjectDto } from '../services/api-types';
import { body, param, pathInstitution } from './handler-inputs';

export const projectHandlers: HandlerMap = {
  GetProjectsByInstitutionId: async (ctx) => ({ data: await ctx.services.projects.list(pathInstitution(ctx)) }),
  CreateProject: async (ctx) => ({
    data: await ctx.services.projects.create(pathInstitution(ctx), body<CreateProjectDto>(ctx)),
  }),
  UpdateProject: async (ctx) => ({
    data: await ctx.services.projects.update(pathInstitution(ctx), body<UpdateProjectDto>(ctx)),
  }),
  GetProjectOptIns: async (ctx) => ({
    data: await ctx.services.projects.optIns(pathInstitution(ctx), param(ctx, 'projectId')),
  }),
  GetProjectTransfers: async (ctx) => ({
    data: await ctx.services.projects.transfers(pathInstitution(ctx), param(ctx, 'projectId')),
  }),
};
