import { Writable } from 'node:stream';

export interface LogCapture {
  /** Pass to buildApp({ logStream }). */
  stream: Writable;
  /** Everything logged so far, one JSON line per entry. */
  text(): string;
  /** The parsed log entries. */
  entries(): Record<string, unknown>[];
}

/** Collects the service's pino output in memory so tests can inspect (and grep) it. */
export function createLogCapture(): LogCapture {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  const text = () => chunks.join('');
  return {
    stream,
    text,
    entries: () =>
      text()
        .split('\n')
        .filter((line) => line.trim().length > 0)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
