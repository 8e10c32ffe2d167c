import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ThreadReply, ThreadRequest } from './pdf-render-thread';
import type { RenderRequest } from './render-request';

const ENTRY = new URL('./pdf-render-thread-entry.mjs', import.meta.url);

/** A render asked of a pool that is closed, or was closing while the document was being written. */
export class PdfRenderPoolClosed extends Error {
  constructor() {
    super('The PDF render threads were stopped (service shutting down).');
    this.name = 'PdfRenderPoolClosed';
  }
}

export interface PdfRenderPool {
  /** Writes the document on a render thread; resolves with its bytes, rejects with the thread's error. */
  render(request: RenderRequest): Promise<Buffer>;
  /** Terminates every thread; renders queued or under way reject with PdfRenderPoolClosed. */
  close(): Promise<void>;
  /** Threads running now (they start on the first render, and are kept for the next). */
  threadCount(): number;
  /** How often the running threads have loaded the fonts, summed (one each: fonts are loaded once per thread). */
  fontLoads(): number;
}

/**
 * Render threads for a machine with `cores`: one per core beyond the one the API's event loop needs, at least one,
 * at most four (a 2-core machine gets one thread: the API keeps a core while an extract is written).
 */
export function defaultRenderThreads(cores = availableParallelism()): number {
  return Math.min(4, Math.max(1, cores - 1));
}

/** EXTRACT_RENDER_THREADS: unset or empty for the default, else a whole number from 1 to 64. */
export function parseRenderThreads(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 64) throw new Error(`EXTRACT_RENDER_THREADS "${raw}" must be a whole number from 1 to 64.`);
  return value;
}

interface Task {
  id: number;
  request: RenderRequest;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  fontLoads: number;
}

/** The thread's error as an Error of this thread: its message, name and stack (which points into the thread). */
function revive(error: { name: string; message: string; stack?: string }): Error {
  const revived = new Error(error.message);
  revived.name = error.name;
  if (error.stack) revived.stack = error.stack;
  return revived;
}

/**
 * A small pool of worker threads that write PDFs, so a large extract never holds the API's event loop (nor the
 * job's heartbeat, which runs there). Each thread writes one document at a time; more wait in order.
 */
export function createPdfRenderPool({ size = defaultRenderThreads() }: { size?: number } = {}): PdfRenderPool {
  const threads = Math.max(1, Math.floor(size));
  const slots = new Set<Slot>();
  const waiting: Task[] = [];
  let nextId = 1;
  let closed = false;

  function settle(slot: Slot): Task | null {
    const task = slot.task;
    slot.task = null;
    return task;
  }

  function spawn(): Slot {
    const worker = new Worker(ENTRY, { name: 'pdf-render' });
    const slot: Slot = { worker, task: null, fontLoads: 0 };
    worker.on('message', (reply: ThreadReply) => {
      slot.fontLoads = reply.fontLoads;
      const task = settle(slot);
      if (task?.id === reply.id) {
        if (reply.ok) task.resolve(Buffer.from(reply.bytes));
        else task.reject(revive(reply.error));
      }
      dispatch();
    });
    // An error the thread did not catch (it exits after it): the document under way fails with it.
    worker.on('error', (error) => settle(slot)?.reject(error));
    worker.on('exit', (code) => {
      slots.delete(slot);
      settle(slot)?.reject(closed ? new PdfRenderPoolClosed() : new Error(`The PDF render thread stopped (exit code ${code}).`));
      dispatch();
    });
    slots.add(slot);
    return slot;
  }

  function dispatch(): void {
    while (!closed && waiting.length > 0) {
      let slot = [...slots].find((s) => s.task === null);
      if (!slot && slots.size < threads) slot = spawn();
      if (!slot) return;
      const task = waiting.shift()!;
      slot.task = task;
      slot.worker.postMessage({ id: task.id, request: task.request } satisfies ThreadRequest);
    }
  }

  return {
    render(request) {
      if (closed) return Promise.reject(new PdfRenderPoolClosed());
      return new Promise<Buffer>((resolve, reject) => {
        waiting.push({ id: nextId++, request, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(new PdfRenderPoolClosed());
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
    threadCount: () => slots.size,
    fontLoads: () => [...slots].reduce((sum, slot) => sum + slot.fontLoads, 0),
  };
}
