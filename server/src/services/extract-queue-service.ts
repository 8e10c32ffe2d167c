import { setImmediate } from 'node:timers/promises';
import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { customerExtractFiles, registryExtractJobs } from '../db/schema';
import { inBatches } from './in-batches';
import { PDF_CONTENT_TYPE } from './registry-extracts-service';
import type { Executor } from '../db/database';
import type { ServiceDeps } from './service-deps';

/** A job as the worker holds it after claiming: attempts identifies this run. */
export interface ClaimedJob {
  id: string;
  institutionId: string;
  projectId: string;
  attempts: number;
  maxAttempts: number;
}

export interface CustomerFileOutput {
  customerId: string;
  fileName: string;
  content: Buffer;
}

export interface JobOutput {
  fileName: string;
  content: Buffer;
  customerFiles: CustomerFileOutput[];
}

const MAX_REASON_LENGTH = 500;

/**
 * Customer files per INSERT: at most 500 rows (9 parameters each, far below PostgreSQL's 65535) and 1 MB of PDFs.
 * The byte limit is for the embedded PGlite, which runs each statement on the event loop at about 0.2 ms per KB:
 * one statement with every file of a large project would stall the API for seconds.
 */
const CUSTOMER_FILE_BATCH = { maxItems: 500, maxBytes: 1024 * 1024, sizeOf: (file: CustomerFileOutput) => file.content.length };

/** The database's clock: job times are stamped and compared on it, never on an instance's own clock. */
async function databaseNow(executor: Executor): Promise<Date> {
  const result = await executor.execute(sql`select now() as now`);
  const value = (result as unknown as { rows: { now: Date | string }[] }).rows[0].now;
  return value instanceof Date ? value : new Date(value);
}

/** Only the run that claimed the job may finish it (a requeued job belongs to its next run). */
function ownedRun(job: ClaimedJob) {
  return and(
    eq(registryExtractJobs.id, job.id),
    eq(registryExtractJobs.status, 'Running'),
    eq(registryExtractJobs.attempts, job.attempts),
  );
}

/** The worker side of the durable registry-extract job table. */
export function createExtractQueueService({ db, log }: ServiceDeps) {
  return {
    /**
     * Claims the oldest queued job that is due (run_after passed; FOR UPDATE SKIP LOCKED), marking it Running with
     * one more attempt.
     */
    async claimNext(): Promise<ClaimedJob | null> {
      return db.transaction(async (tx) => {
        const [candidate] = await tx
          .select({ id: registryExtractJobs.id })
          .from(registryExtractJobs)
          .where(and(eq(registryExtractJobs.status, 'Queued'), lte(registryExtractJobs.runAfter, sql`now()`)))
          .orderBy(asc(registryExtractJobs.requestedAt), asc(registryExtractJobs.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!candidate) return null;
        const [job] = await tx
          .update(registryExtractJobs)
          .set({
            status: 'Running',
            attempts: sql`${registryExtractJobs.attempts} + 1`,
            startedAt: sql`now()`,
            lockedAt: sql`now()`,
            finishedAt: null,
          })
          .where(eq(registryExtractJobs.id, candidate.id))
          .returning({
            id: registryExtractJobs.id,
            institutionId: registryExtractJobs.institutionId,
            projectId: registryExtractJobs.projectId,
            attempts: registryExtractJobs.attempts,
            maxAttempts: registryExtractJobs.maxAttempts,
          });
        return job;
      });
    },

    /** Keeps a running job's lock fresh (database time, as every instance compares it) so it is not taken for abandoned. */
    async heartbeat(job: ClaimedJob): Promise<void> {
      await db.update(registryExtractJobs).set({ lockedAt: sql`now()` }).where(ownedRun(job));
    },

    /** Stores the extract and the customers' files and marks the job Ready. False if the run lost the job. */
    async complete(job: ClaimedJob, output: JobOutput): Promise<boolean> {
      return db.transaction(async (tx) => {
        const now = await databaseNow(tx);
        const updated = await tx
          .update(registryExtractJobs)
          .set({
            status: 'Ready',
            file: output.content,
            fileName: output.fileName,
            contentType: PDF_CONTENT_TYPE,
            sizeBytes: output.content.length,
            finishedAt: now,
            lockedAt: null,
            failureReason: null,
          })
          .where(ownedRun(job))
          .returning({ id: registryExtractJobs.id });
        if (updated.length === 0) return false;
        // One multi-row INSERT per batch instead of one round trip per customer: a project with thousands of
        // holders kept its transaction (and a pool connection) open for thousands of statements.
        for (const [index, batch] of inBatches(output.customerFiles, CUSTOMER_FILE_BATCH).entries()) {
          // Between batches, let waiting requests through (PGlite would otherwise run them all in one go).
          if (index > 0) await setImmediate();
          // Names carry the job id, so a clash means a bug: keep the earlier file rather than overwrite it.
          const inserted = await tx
            .insert(customerExtractFiles)
            .values(
              batch.map((file) => ({
                institutionId: job.institutionId,
                customerId: file.customerId,
                projectId: job.projectId,
                jobId: job.id,
                fileName: file.fileName,
                contentType: PDF_CONTENT_TYPE,
                content: file.content,
                sizeBytes: file.content.length,
                createdAt: now,
              })),
            )
            .onConflictDoNothing({
              target: [customerExtractFiles.institutionId, customerExtractFiles.customerId, customerExtractFiles.fileName],
            })
            .returning({ customerId: customerExtractFiles.customerId, fileName: customerExtractFiles.fileName });
          if (inserted.length === batch.length) continue;
          const stored = new Set(inserted.map((row) => `${row.customerId}/${row.fileName}`));
          for (const file of batch) {
            if (stored.has(`${file.customerId}/${file.fileName}`)) continue;
            log.warn({ jobId: job.id, customerId: file.customerId, fileName: file.fileName }, 'customer extract file name taken; earlier file kept');
          }
        }
        return true;
      });
    },

    /**
     * After an error: back to Queued while attempts remain, not to be claimed before retryAfterMs from now
     * (database time, the clock claimNext compares with); else Failed with the reason.
     */
    async fail(job: ClaimedJob, reason: string, retryAfterMs = 0): Promise<'Queued' | 'Failed'> {
      const next = job.attempts < job.maxAttempts ? 'Queued' : 'Failed';
      const delayMs = Math.max(0, Math.round(retryAfterMs));
      await db
        .update(registryExtractJobs)
        .set({
          status: next,
          failureReason: reason.slice(0, MAX_REASON_LENGTH),
          lockedAt: null,
          finishedAt: next === 'Failed' ? sql`now()` : null,
          runAfter: sql`now() + (${delayMs} * interval '1 millisecond')`,
        })
        .where(ownedRun(job));
      return next;
    },

    /** Gives a job back without counting the attempt (the worker is shutting down). */
    async release(job: ClaimedJob): Promise<void> {
      await db
        .update(registryExtractJobs)
        .set({ status: 'Queued', attempts: job.attempts - 1, lockedAt: null, startedAt: null })
        .where(ownedRun(job));
    },

    /**
     * Requeues Running jobs whose lock is older than staleAfterMs (their worker died); those out of attempts fail.
     * Returns how many were requeued or failed. Ages are measured on the database's clock, the one every instance
     * stamps locks with, so an instance whose clock runs ahead does not take a live job from another.
     */
    async recoverAbandoned(staleAfterMs: number): Promise<number> {
      const cutoff = sql`now() - (${Math.max(0, Math.round(staleAfterMs))} * interval '1 millisecond')`;
      const rows = await db
        .update(registryExtractJobs)
        .set({
          status: sql`case when ${registryExtractJobs.attempts} < ${registryExtractJobs.maxAttempts} then 'Queued' else 'Failed' end`,
          failureReason: sql`case when ${registryExtractJobs.attempts} < ${registryExtractJobs.maxAttempts} then ${registryExtractJobs.failureReason} else 'The worker stopped while generating the extract, and the attempt limit is reached.' end`,
          finishedAt: sql`case when ${registryExtractJobs.attempts} < ${registryExtractJobs.maxAttempts} then null else now() end`,
          lockedAt: null,
        })
        .where(and(eq(registryExtractJobs.status, 'Running'), lt(registryExtractJobs.lockedAt, cutoff)))
        .returning({ id: registryExtractJobs.id, status: registryExtractJobs.status });
      for (const row of rows) log.warn({ jobId: row.id, status: row.status }, 'recovered abandoned registry extract job');
      return rows.length;
    },

    /**
     * Removes what is older than the retention: finished jobs (Ready or Failed) with their extract file, and the
     * customers' extract files. Ages are on the database's clock. A project whose every extract expired simply has
     * none until the next is generated (the registry itself is kept; an extract can always be made again).
     */
    async removeExpired(retentionDays: number): Promise<{ jobs: number; customerFiles: number }> {
      const cutoff = sql`now() - (${Math.max(0, Math.round(retentionDays))} * interval '1 day')`;
      const files = await db.delete(customerExtractFiles).where(lt(customerExtractFiles.createdAt, cutoff)).returning({ id: customerExtractFiles.id });
      const jobs = await db
        .delete(registryExtractJobs)
        .where(and(inArray(registryExtractJobs.status, ['Ready', 'Failed']), lt(registryExtractJobs.finishedAt, cutoff)))
        .returning({ id: registryExtractJobs.id });
      if (jobs.length || files.length) log.info({ jobs: jobs.length, customerFiles: files.length, retentionDays }, 'expired registry extracts removed');
      return { jobs: jobs.length, customerFiles: files.length };
    },
  };
}

export type ExtractQueueService = ReturnType<typeof createExtractQueueService>;
