import { and, desc, eq, inArray } from 'drizzle-orm';
import { customerExtractFiles, registryExtractJobs, type RegistryExtractJobRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { CustomerExtractFileDto, FileResponseDto, RegistryExtractJobDto } from './api-types';
import { toIso, toIsoOrNull } from './iso-dates';
import { isUniqueViolation } from './pg-errors';
import { requireCustomer, requireProject } from './scoped-lookups';
import type { ServiceDeps } from './service-deps';

export const PDF_CONTENT_TYPE = 'application/pdf';
const OPEN_JOB_UNIQUE = 'registry_extract_jobs_open_uq';
// Its length is the contract's (fileName maxLength), checked before the service is called.
const FILE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Job columns without the file bytes, for status and lists. */
const jobColumns = {
  id: registryExtractJobs.id,
  projectId: registryExtractJobs.projectId,
  status: registryExtractJobs.status,
  failureReason: registryExtractJobs.failureReason,
  attempts: registryExtractJobs.attempts,
  requestedAt: registryExtractJobs.requestedAt,
  startedAt: registryExtractJobs.startedAt,
  finishedAt: registryExtractJobs.finishedAt,
  fileName: registryExtractJobs.fileName,
};

type JobSummary = Pick<
  RegistryExtractJobRow,
  'id' | 'projectId' | 'status' | 'failureReason' | 'attempts' | 'requestedAt' | 'startedAt' | 'finishedAt' | 'fileName'
>;

function toJobDto(row: JobSummary): RegistryExtractJobDto {
  return {
    id: row.id,
    projectId: row.projectId,
    status: row.status,
    failureReason: row.failureReason,
    attempts: row.attempts,
    requestedAt: toIso(row.requestedAt),
    startedAt: toIsoOrNull(row.startedAt),
    finishedAt: toIsoOrNull(row.finishedAt),
    fileName: row.status === 'Ready' ? row.fileName : null,
  };
}

function toFileResponse(fileName: string, contentType: string, content: Buffer, createdAt: Date): FileResponseDto {
  return {
    fileName,
    contentType,
    content: content.toString('base64'),
    sizeBytes: content.length,
    createdAt: toIso(createdAt),
  };
}

/** A plain file name: the allowed characters, no "..", no separators, not absolute. */
export function checkExtractFileName(fileName: string): void {
  const bad =
    !FILE_NAME_PATTERN.test(fileName) ||
    fileName.includes('..') ||
    fileName.includes('/') ||
    fileName.includes('\\') ||
    fileName.startsWith('/');
  if (bad) {
    throw ApiError.invalid('fileName', 'fileName must be a plain file name (letters, digits, ".", "_", "-"; no "..").');
  }
}

/** The API side of registry extracts: enqueue, job status, downloads. The worker side is the extract queue. */
/** Jobs of one project of one institution. */
function ofProject(institutionId: string, projectId: string) {
  return and(eq(registryExtractJobs.institutionId, institutionId), eq(registryExtractJobs.projectId, projectId));
}

/** The stored file of a finished job; a job without one (queued, running, failed) is not downloadable. */
function finishedJobFile(row: RegistryExtractJobRow): FileResponseDto {
  if (row.status !== 'Ready' || !row.file || !row.fileName) {
    throw ApiError.notFound('jobId', 'This registry extract has no file (not finished).');
  }
  return toFileResponse(row.fileName, row.contentType ?? PDF_CONTENT_TYPE, row.file, row.finishedAt ?? row.requestedAt);
}

export function createRegistryExtractsService({ db }: ServiceDeps) {
  return {
    /** Enqueues a job unless one is queued or running for the project; true either way. */
    async enqueue(institutionId: string, projectId: string): Promise<boolean> {
      await requireProject(db, institutionId, projectId);
      const [open] = await db
        .select({ id: registryExtractJobs.id })
        .from(registryExtractJobs)
        .where(
          and(
            eq(registryExtractJobs.projectId, projectId),
            inArray(registryExtractJobs.status, ['Queued', 'Running']),
          ),
        )
        .limit(1);
      if (open) return true;
      try {
        await db.insert(registryExtractJobs).values({ institutionId, projectId, status: 'Queued' });
      } catch (err) {
        // A concurrent request enqueued one first: the partial unique index keeps it at one open job.
        if (!isUniqueViolation(err, OPEN_JOB_UNIQUE)) throw err;
      }
      return true;
    },

    async latestStatus(institutionId: string, projectId: string): Promise<RegistryExtractJobDto | null> {
      await requireProject(db, institutionId, projectId);
      const [row] = await db
        .select(jobColumns)
        .from(registryExtractJobs)
        .where(and(eq(registryExtractJobs.institutionId, institutionId), eq(registryExtractJobs.projectId, projectId)))
        .orderBy(desc(registryExtractJobs.requestedAt), desc(registryExtractJobs.id))
        .limit(1);
      return row ? toJobDto(row) : null;
    },

    async list(institutionId: string, projectId: string): Promise<RegistryExtractJobDto[]> {
      await requireProject(db, institutionId, projectId);
      const rows = await db
        .select(jobColumns)
        .from(registryExtractJobs)
        .where(and(eq(registryExtractJobs.institutionId, institutionId), eq(registryExtractJobs.projectId, projectId)))
        .orderBy(desc(registryExtractJobs.requestedAt), desc(registryExtractJobs.id));
      return rows.map(toJobDto);
    },

    /** The latest finished extract of the project. */
    async downloadLatest(institutionId: string, projectId: string): Promise<FileResponseDto> {
      await requireProject(db, institutionId, projectId);
      const [row] = await db
        .select()
        .from(registryExtractJobs)
        .where(and(ofProject(institutionId, projectId), eq(registryExtractJobs.status, 'Ready')))
        .orderBy(desc(registryExtractJobs.finishedAt), desc(registryExtractJobs.id))
        .limit(1);
      if (!row) throw ApiError.notFound('projectId', 'No finished registry extract for this project.');
      return finishedJobFile(row);
    },

    async downloadById(institutionId: string, projectId: string, jobId: string): Promise<FileResponseDto> {
      await requireProject(db, institutionId, projectId);
      const [row] = await db
        .select()
        .from(registryExtractJobs)
        .where(and(eq(registryExtractJobs.id, jobId), ofProject(institutionId, projectId)))
        .limit(1);
      if (!row) throw ApiError.notFound('jobId', 'Registry extract not found.');
      return finishedJobFile(row);
    },

    /** A customer's extract file by name; only within the institution and customer. */
    async downloadCustomerFile(institutionId: string, customerId: string, fileName: string): Promise<FileResponseDto> {
      checkExtractFileName(fileName);
      const [row] = await db
        .select()
        .from(customerExtractFiles)
        .where(
          and(
            eq(customerExtractFiles.institutionId, institutionId),
            eq(customerExtractFiles.customerId, customerId),
            eq(customerExtractFiles.fileName, fileName),
          ),
        )
        .limit(1);
      if (!row) {
        // Named on what is missing: a customer the institution does not have, else the file.
        await requireCustomer(db, institutionId, customerId);
        throw ApiError.notFound('fileName', 'No such registry extract file for this customer.');
      }
      return toFileResponse(row.fileName, row.contentType, row.content, row.createdAt);
    },

    async listCustomerFiles(institutionId: string, customerId: string): Promise<CustomerExtractFileDto[]> {
      await requireCustomer(db, institutionId, customerId);
      const rows = await db
        .select({
          fileName: customerExtractFiles.fileName,
          projectId: customerExtractFiles.projectId,
          createdAt: customerExtractFiles.createdAt,
          sizeBytes: customerExtractFiles.sizeBytes,
        })
        .from(customerExtractFiles)
        .where(and(eq(customerExtractFiles.institutionId, institutionId), eq(customerExtractFiles.customerId, customerId)))
        .orderBy(desc(customerExtractFiles.createdAt), desc(customerExtractFiles.fileName));
      return rows.map((r) => ({ ...r, createdAt: toIso(r.createdAt) }));
    },
  };
}

export type RegistryExtractsService = ReturnType<typeof createRegistryExtractsService>;
