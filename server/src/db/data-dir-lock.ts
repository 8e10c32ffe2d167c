import { randomUUID } from 'node:crypto';
import { link, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/** The lock file beside the embedded database in DATA_DIR. */
export const DATA_DIR_LOCK_FILE = 'pglite.lock';

/** Exit code of a service refused because another process has the data directory (EX_TEMPFAIL: try again later). */
export const DATA_DIR_IN_USE_EXIT_CODE = 75;

/** A lock file younger than this that cannot be read is being written by its owner, not abandoned. */
const UNREADABLE_GRACE_MS = 5_000;

interface LockOwner {
  pid: number;
  /** The owner process's start time (Linux /proc), so a new process that got a dead owner's pid is not taken for it. */
  startTime: string | null;
  host: string;
  /** Unique per acquisition: release and takeover only ever remove the lock they looked at. */
  token: string;
  since: string;
}

/** Another live process has the data directory: the embedded database allows one process at a time. */
export class DataDirInUseError extends Error {
  readonly exitCode = DATA_DIR_IN_USE_EXIT_CODE;
  constructor(
    readonly dataDir: string,
    readonly owner: Pick<LockOwner, 'pid' | 'host' | 'since'>,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${owner.pid}${owner.host === hostname() ? '' : ` on ${owner.host}`} ` +
        `(since ${owner.since}). PGlite allows one process per data directory: stop that process, give this one another ` +
        'DATA_DIR, or run several instances on PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still this process's. */
  release(): Promise<void>;
}

/** Fields of /proc/<pid>/stat from the third (state) on, or null where /proc is not there. */
async function procStat(pid: number): Promise<string[] | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces: split after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Start time of a process (field 22 of /proc/<pid>/stat), or null where /proc is not there. */
async function processStartTime(pid: number): Promise<string | null> {
  return (await procStat(pid))?.[19] ?? null;
}

/** Whether the process that wrote `owner` still runs (same pid and, where known, same start time). */
async function ownerAlive(owner: LockOwner): Promise<boolean> {
  // A lock from another machine (a shared volume) cannot be checked from here: it is taken as live.
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = await procStat(owner.pid);
  if (stat === null) return true;
  // A killed process nobody has reaped yet (a container without an init) still answers kill(pid, 0): a zombie.
  if (stat[0] === 'Z' || stat[0] === 'X') return false;
  return owner.startTime === null || stat[19] === owner.startTime;
}

function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (typeof value.pid !== 'number' || typeof value.token !== 'string' || typeof value.host !== 'string') return null;
    return {
      pid: value.pid,
      startTime: typeof value.startTime === 'string' ? value.startTime : null,
      host: value.host,
      token: value.token,
      since: typeof value.since === 'string' ? value.since : 'unknown',
    };
  } catch {
    return null;
  }
}

async function readOwner(file: string): Promise<{ owner: LockOwner | null; ageMs: number } | null> {
  try {
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    return { owner: parseOwner(text), ageMs: Date.now() - info.mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Takes DATA_DIR's lock for this process, or throws DataDirInUseError when a live process holds it. A lock left by a
 * process that is gone (killed, crashed, the machine restarted) is taken over. The file appears whole or not at all
 * (written beside it, then hard-linked into place, which fails if it exists). Only the holder of a second, short-lived
 * takeover file (created exclusively) may remove a stale lock, and only after reading it again under that file, so
 * of several processes taking over the same stale lock at once exactly one gets it.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, DATA_DIR_LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    startTime: await processStartTime(process.pid),
    host: hostname(),
    token: randomUUID(),
    since: new Date().toISOString(),
  };
  const draft = `${file}.${me.token}`;
  await writeFile(draft, `${JSON.stringify(me)}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        await link(draft, file);
        return { release: () => releaseIfMine(file, me.token) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const current = await readOwner(file);
      if (!current) continue; // Released meanwhile: try again.
      if (current.owner === null) {
        // Not valid JSON: an old or foreign file, or (briefly) one being written. Wait out the latter.
        if (current.ageMs < UNREADABLE_GRACE_MS) {
          await pause(100);
          continue;
        }
      } else if (await ownerAlive(current.owner)) {
        throw new DataDirInUseError(dataDir, current.owner);
      }
      if (!(await removeStale(file, current.owner?.token ?? null, me.token))) await pause(20);
    }
    throw new Error(`Could not take the lock ${file}: it keeps changing hands.`);
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A takeover file older than this belongs to a process that died in the few milliseconds of its takeover. */
const TAKEOVER_GRACE_MS = 5_000;

/**
 * Removes the stale lock if this process gets the takeover file and the lock is still the one judged stale (by
 * token). Returns false when another process is taking over (the caller waits and looks again).
 */
async function removeStale(file: string, staleToken: string | null, myToken: string): Promise<boolean> {
  const takeover = `${file}.takeover`;
  try {
    await writeFile(takeover, myToken, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = await stat(takeover).then((info) => Date.now() - info.mtimeMs).catch(() => 0);
    if (age > TAKEOVER_GRACE_MS) await unlink(takeover).catch(() => undefined);
    return false;
  }
  try {
    const again = await readOwner(file);
    if (again && (again.owner?.token ?? null) === staleToken) await unlink(file).catch(() => undefined);
    return true;
  } finally {
    await unlink(takeover).catch(() => undefined);
  }
}

async function releaseIfMine(file: string, token: string): Promise<void> {
  const current = await readOwner(file).catch(() => null);
  if (current?.owner?.token === token) await unlink(file).catch(() => undefined);
}
