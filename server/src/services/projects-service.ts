import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customers, optIns, projects, tokenizedAssets, transfers } from '../db/schema';
import type { ProjectRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type {
  CreateProjectDto,
  ProjectDto,
  TokenizedAssetOptInDto,
  TokenizedAssetTransferDto,
  UpdateProjectDto,
} from './api-types';
import { optInCustomerColumns, toOptInDto, toTransferDto } from './holdings-mapper';
import { toIso } from './iso-dates';
import { isUniqueViolation } from './pg-errors';
import { requireProject } from './scoped-lookups';
import type { ServiceDeps } from './service-deps';

function toProjectDto(row: ProjectRow, assetCount: number): ProjectDto {
  return {
    id: row.id,
    institutionId: row.institutionId,
    name: row.name,
    description: row.description,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    assetCount,
  };
}

const NAME_UNIQUE = 'projects_institution_name_lower_uq';

function nameTaken(name: string): ApiError {
  return ApiError.conflict('name', `A project named “${name}” already exists in this institution.`);
}

/** Runs a write that may collide with another project's name, answering 409 on `name` instead of a database error. */
async function withUniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, NAME_UNIQUE)) throw nameTaken(name);
    throw err;
  }
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw ApiError.invalid('name', 'name must not be empty or only whitespace.');
  return trimmed;
}

/**
 * GetProjectsByInstitutionId's query: the institution's projects with their number of assets, newest first. The
 * institution is the `institutionId` placeholder, so the query is built once and prepared (the bench runs its SQL
 * text in the bare handler it compares the service with).
 */
export function projectsListQuery(db: Db) {
  return db
    .select({ project: projects, assetCount: count(tokenizedAssets.id) })
    .from(projects)
    .leftJoin(tokenizedAssets, eq(tokenizedAssets.projectId, projects.id))
    .where(eq(projects.institutionId, sql.placeholder('institutionId')))
    .groupBy(projects.id)
    .orderBy(desc(projects.createdAt), asc(projects.id));
}

export function createProjectsService({ db }: ServiceDeps) {
  // Building drizzle's SQL on every request cost more CPU than running it; a prepared query is built once.
  const listQuery = projectsListQuery(db).prepare('projects_list');
  return {
    async list(institutionId: string): Promise<ProjectDto[]> {
      const rows = await listQuery.execute({ institutionId });
      return rows.map((r) => toProjectDto(r.project, Number(r.assetCount)));
    },

    async get(institutionId: string, projectId: string): Promise<ProjectDto> {
      const project = await requireProject(db, institutionId, projectId);
      const [{ n }] = await db
        .select({ n: count() })
        .from(tokenizedAssets)
        .where(eq(tokenizedAssets.projectId, project.id));
      return toProjectDto(project, Number(n));
    },

    async create(institutionId: string, input: CreateProjectDto): Promise<string> {
      const name = cleanName(input.name);
      const [row] = await withUniqueName(name, () =>
        db.insert(projects).values({ institutionId, name, description: input.description ?? null }).returning({ id: projects.id }),
      );
      return row.id;
    },

    async update(institutionId: string, input: UpdateProjectDto): Promise<boolean> {
      const name = cleanName(input.name);
      const rows = await withUniqueName(name, () =>
        db
          .update(projects)
          .set({ name, description: input.description ?? null, updatedAt: new Date() })
          .where(and(eq(projects.id, input.id), eq(projects.institutionId, institutionId)))
          .returning({ id: projects.id }),
      );
      if (rows.length === 0) throw ApiError.notFound('id', 'Project not found.');
      return true;
    },

    async optIns(institutionId: string, projectId: string): Promise<TokenizedAssetOptInDto[]> {
      await requireProject(db, institutionId, projectId);
      const rows = await db
        .select({ optIn: optIns, unitName: tokenizedAssets.unitName, customer: optInCustomerColumns })
        .from(optIns)
        .innerJoin(tokenizedAssets, eq(tokenizedAssets.id, optIns.tokenizedAssetId))
        .leftJoin(customers, and(eq(customers.institutionId, optIns.institutionId), eq(customers.id, optIns.customerId)))
        .where(and(eq(optIns.institutionId, institutionId), eq(optIns.projectId, projectId)))
        .orderBy(desc(optIns.requestedAt), asc(optIns.id));
      return rows.map((r) => toOptInDto(r.optIn, r.unitName, r.customer));
    },

    async transfers(institutionId: string, projectId: string): Promise<TokenizedAssetTransferDto[]> {
      await requireProject(db, institutionId, projectId);
      const rows = await db
        .select({ transfer: transfers, unitName: tokenizedAssets.unitName })
        .from(transfers)
        .innerJoin(tokenizedAssets, eq(tokenizedAssets.id, transfers.tokenizedAssetId))
        .where(and(eq(transfers.institutionId, institutionId), eq(transfers.projectId, projectId)))
        .orderBy(desc(transfers.executedAt), asc(transfers.id));
      return rows.map((r) => toTransferDto(r.transfer, r.unitName));
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
