import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

const running = new Set<ChildProcess>();
const cleanups = new Set<() => unknown>();

/**
 * Starts a command in its own process group, so stopping it also stops what it started (npm, tsx, node). Its
 * output goes straight to `logFile` (default /dev/null), never through a pipe to this process: autocannon keeps
 * this process busy, and a service blocked on a full stdout pipe would show latency it does not have.
 */
export function startProcess(command: string, args: string[], env: Record<string, string | undefined>, logFile = '/dev/null'): ChildProcess {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Stops a process group: SIGTERM, then SIGKILL after `graceMs`. Resolves when the leader has exited. */
export async function stopProcess(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  // Children of the leader (node under npm/tsx) may outlive it by a moment: make sure the group is gone.
  signalGroup(child, 'SIGKILL');
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Registers what must be undone if the bench ends before the module that started it does (a browser another library
 * started, a database to drop); returns the function that removes it again once the module has undone it itself.
 */
export function onAbort(cleanup: () => unknown): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/**
 * Kills every process group still running and starts every registered cleanup (on exit, error or Ctrl-C), so the
 * bench leaves nothing behind; resolves when the asynchronous cleanups are done (on exit there is no waiting: the
 * synchronous part, such as killing a browser, still happens).
 */
export function killAll(): Promise<void> {
  for (const child of running) signalGroup(child, 'SIGKILL');
  running.clear();
  const pending = [...cleanups];
  cleanups.clear();
  return Promise.allSettled(pending.map(async (cleanup) => cleanup())).then(() => undefined);
}

/** Polls a URL until it answers (any status below 500), or fails after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 120_000, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`The process for ${url} exited with code ${child.exitCode}.`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
