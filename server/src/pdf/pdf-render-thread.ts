import { parentPort } from 'node:worker_threads';
import { fontLoads } from './pdf-document';
import { renderDocument, type RenderRequest } from './render-request';

/** What the pool sends a render thread. */
export interface ThreadRequest {
  id: number;
  request: RenderRequest;
}

/** What a render thread answers: the PDF's bytes (transferred, not copied) or the error. */
export type ThreadReply =
  | { id: number; ok: true; bytes: ArrayBuffer; fontLoads: number }
  | { id: number; ok: false; error: { name: string; message: string; stack?: string }; fontLoads: number };

/** The bytes in an ArrayBuffer of their own, which can be transferred (a small Buffer may be a slice of a shared pool). */
function ownArrayBuffer(pdf: Buffer): ArrayBuffer {
  if (pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength && pdf.buffer instanceof ArrayBuffer) return pdf.buffer;
  const copy = new ArrayBuffer(pdf.byteLength);
  new Uint8Array(copy).set(pdf);
  return copy;
}

/** The render thread: writes one document per message, one at a time, with the fonts it parsed once. */
function serve(port: NonNullable<typeof parentPort>): void {
  port.on('message', async ({ id, request }: ThreadRequest) => {
    let reply: ThreadReply;
    let transfer: ArrayBuffer[] = [];
    try {
      const bytes = ownArrayBuffer(await renderDocument(request));
      reply = { id, ok: true, bytes, fontLoads: fontLoads() };
      transfer = [bytes];
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      reply = { id, ok: false, error: { name: err.name, message: err.message, stack: err.stack }, fontLoads: fontLoads() };
    }
    port.postMessage(reply, transfer);
  });
}

if (!parentPort) throw new Error('pdf-render-thread runs in a worker thread (see pdf-render-pool.ts).');
serve(parentPort);
