import { createPdfRenderPool, defaultRenderThreads, parseRenderThreads, PdfRenderPoolClosed, type PdfRenderPool } from '../pdf/pdf-render-pool';
import type { ClaimedJob } from '../services/extract-queue-service';
import type { Services, ServiceLogger } from '../services/index';
import { buildExtractFiles, pooledRenderers, type ExtractRenderers } from './registry-extract-job';

export interface ExtractWorkerOptions {
  log: ServiceLogger;
  /** How often to look for queued jobs (default 1000 ms). */
  pollIntervalMs?: number;
  /** Days extracts are kept (EXTRACT_RETENTION_DAYS, default 365); 0 keeps them forever. */
  retentionDays?: number;
  /** Running jobs whose lock is older than this are taken as abandoned and requeued (default EXTRACT_STALE_MS or 15000). */
  staleAfterMs?: number;
  /** Extra time spent per job before writing, to let tests stop the service mid-job (default EXTRACT_DELAY_MS or 0). */
  delayMs?: number;
  /** PDF writers (tests inject failing ones). Default: worker threads (see renderThreads), started on the first job. */
  renderers?: ExtractRenderers;
  /**
   * Worker threads writing PDFs, so that writing never blocks the API or the job's heartbeat (default
   * EXTRACT_RENDER_THREADS, else one per core beyond the first, 1 to 4). They load the fonts once and are kept
   * until stop(), which terminates them.
   */
  renderThreads?: number;
  /**
   * Base of the retry backoff: after failed attempt n the job waits 2^n * this before the next attempt
   * (default EXTRACT_RETRY_BASE_MS or 5000, i.e. 10 s, 20 s, ...).
   */
  retryBaseMs?: number;
}

export interface ExtractWorker {
  /**
   * Stops polling. A job waiting (EXTRACT_DELAY_MS) is handed back at once; a job being written may finish within
   * `graceMs` (default: wait for it), else it is handed back (Queued, the attempt not counted) and its late result
   * dropped, so the next start or another worker runs it without waiting for the stale-lock timeout.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
  /** The render threads, when the worker writes on its own (no renderers given); null otherwise. */
  readonly renderPool: PdfRenderPool | null;
}

/** Generated extracts are kept a year by default; the registry itself is never removed, so any extract can be made again. */
const DEFAULT_RETENTION_DAYS = 365;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

function envNumber(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of days, 0 or more.`);
  return value;
}

function envMs(name: string): number | undefined {
  const raw = process.env[name];
  if (!raw) return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

class StopRequested extends Error {}

/** Resolves after ms, or rejects with StopRequested when the signal aborts first. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new StopRequested());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new StopRequested());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * What the API shows for a failed attempt. The error itself (SQL text, bound values, paths) stays in the service
 * log, which the reference lets an operator find.
 */
export function failureReasonFor(jobId: string): string {
  return `Extract generation failed (reference ${jobId}); the service log has the details.`;
}

/** Wait before the attempt after failed attempt `attempts`: 2^attempts * base. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return 2 ** Math.min(attempts, 20) * baseMs;
}

/**
 * Polls the durable job table: recovers abandoned jobs, claims queued ones one at a time (FOR UPDATE SKIP LOCKED),
 * writes the PDFs, and marks each job Ready or, after an error, Queued again or Failed at the attempt limit.
 */
export function startExtractWorker(services: Services, options: ExtractWorkerOptions): ExtractWorker {
  const { log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const staleAfterMs = options.staleAfterMs ?? envMs('EXTRACT_STALE_MS') ?? 15_000;
  const heartbeatMs = Math.max(200, Math.floor(staleAfterMs / 4));
  const delayMs = options.delayMs ?? envMs('EXTRACT_DELAY_MS') ?? 0;
  const renderPool = options.renderers ? null : createPdfRenderPool({ size: options.renderThreads ?? parseRenderThreads(process.env.EXTRACT_RENDER_THREADS) ?? defaultRenderThreads() });
  const renderers = options.renderers ?? pooledRenderers(renderPool!);
  const retryBaseMs = options.retryBaseMs ?? envMs('EXTRACT_RETRY_BASE_MS') ?? 5000;
  const retentionDays = options.retentionDays ?? envNumber('EXTRACT_RETENTION_DAYS') ?? DEFAULT_RETENTION_DAYS;
  let lastCleanup = 0;
  const queue = services.extractQueue;
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let running: ClaimedJob | null = null;

  async function runJob(job: ClaimedJob): Promise<void> {
    running = job;
    try {
      await runClaimedJob(job);
    } finally {
      running = null;
    }
  }

  async function runClaimedJob(job: ClaimedJob): Promise<void> {
    log.info({ jobId: job.id, projectId: job.projectId, attempt: job.attempts }, 'registry extract job started');
    const beat = setInterval(() => {
      queue.heartbeat(job).catch((err: unknown) => log.warn({ err, jobId: job.id }, 'heartbeat failed'));
    }, heartbeatMs);
    try {
      if (delayMs > 0) await pause(delayMs, abort.signal);
      const output = await buildExtractFiles(services, job, renderers);
      const stored = await queue.complete(job, output);
      if (stored) log.info({ jobId: job.id, fileName: output.fileName, customerFiles: output.customerFiles.length }, 'registry extract ready');
      else log.warn({ jobId: job.id }, 'registry extract finished after the job was taken over; result dropped');
    } catch (error) {
      // Stopping: the wait was cut short, or the render threads were terminated with the document half written.
      if (error instanceof StopRequested || (abort.signal.aborted && error instanceof PdfRenderPoolClosed)) {
        await queue.release(job);
        log.info({ jobId: job.id }, 'registry extract job released for the next start');
        return;
      }
      const retryAfterMs = retryDelayMs(job.attempts, retryBaseMs);
      const next = await queue.fail(job, failureReasonFor(job.id), retryAfterMs);
      log.error(
        { err: error, jobId: job.id, attempt: job.attempts, next, retryAfterMs: next === 'Queued' ? retryAfterMs : undefined },
        'registry extract job failed',
      );
    } finally {
      clearInterval(beat);
    }
  }

  async function tick(): Promise<void> {
    try {
      await queue.recoverAbandoned(staleAfterMs);
      if (retentionDays > 0 && Date.now() - lastCleanup >= CLEANUP_EVERY_MS) {
        lastCleanup = Date.now();
        await queue.removeExpired(retentionDays);
      }
      while (!abort.signal.aborted) {
        const job = await queue.claimNext();
        if (!job) break;
        await runJob(job);
      }
    } catch (error) {
      log.error({ err: error }, 'registry extract worker tick failed');
    }
  }

  function schedule(delay: number): void {
    if (abort.signal.aborted) return;
    timer = setTimeout(() => {
      current = tick().finally(() => schedule(pollIntervalMs));
    }, delay);
  }

  schedule(0);
  return {
    renderPool,
    async stop({ graceMs }: { graceMs?: number } = {}) {
      abort.abort();
      if (timer) clearTimeout(timer);
      if (graceMs === undefined) {
        await current;
        await renderPool?.close();
        return;
      }
      let graceTimer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        current.then(() => true),
        new Promise<false>((resolve) => (graceTimer = setTimeout(() => resolve(false), graceMs))),
      ]);
      clearTimeout(graceTimer);
      const job = running;
      if (!finished && job) {
        await queue.release(job);
        log.warn({ jobId: job.id }, 'registry extract job still running at shutdown: handed back for the next start');
      }
      if (!renderPool) return;
      // The document being written is abandoned with its thread; the job, handed back above, then ends at once,
      // so nothing of it touches the database after stop() (the caller closes the database next).
      await renderPool.close();
      if (!finished) await current;
    },
  };
}
