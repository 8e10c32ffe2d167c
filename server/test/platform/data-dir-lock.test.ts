import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DATA_DIR_IN_USE_EXIT_CODE, DATA_DIR_LOCK_FILE, DataDirInUseError } from '../../src/db/data-dir-lock';
import { openDatabase } from '../../src/db/open-database';
import { freePort } from '../helpers/free-port';
import { spawnService, startService, type ServiceProcess } from '../helpers/service-process';

/**
 * One process per PGlite data directory: a second opener is refused with a message naming the holder, a lock left
 * by a process that is gone is taken over, and of several openers racing for a stale lock exactly one wins.
 */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'data-dir-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid as number;
}

function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return null;
  }
}

async function writeLock(owner: { pid: number; startTime?: string | null; host?: string }): Promise<void> {
  const body = { startTime: null, host: hostname(), token: `old-${owner.pid}`, since: '2026-11-23T10:00:00.000Z', ...owner };
  await writeFile(path.join(dir, DATA_DIR_LOCK_FILE), JSON.stringify(body));
}

describe('PGlite data directory lock', () => {
  it('refuses a second opener while the first holds the directory, and lets it in after release', async () => {
    const first = await acquireDataDirLock(dir);
    const refused = await acquireDataDirLock(dir).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as DataDirInUseError).exitCode).toBe(DATA_DIR_IN_USE_EXIT_CODE);
    expect((refused as Error).message).toContain(`in use by process ${process.pid}`);
    expect((refused as Error).message).toContain('DATABASE_URL');
    await first.release();
    const second = await acquireDataDirLock(dir);
    await second.release();
    // Nothing is left behind: no drafts, no lock.
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses while another live process holds it', async () => {
    const holder = spawn('sleep', ['30']);
    try {
      await writeLock({ pid: holder.pid as number, startTime: startTimeOf(holder.pid as number) });
      await expect(acquireDataDirLock(dir)).rejects.toThrow(`in use by process ${holder.pid}`);
      expect(existsSync(path.join(dir, DATA_DIR_LOCK_FILE))).toBe(true);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process is gone', async () => {
    await writeLock({ pid: deadPid() });
    const lock = await acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(path.join(dir, DATA_DIR_LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  it.skipIf(!existsSync('/proc/self/stat'))('takes over a lock whose pid now belongs to another process (restart, pid reused)', async () => {
    await writeLock({ pid: process.pid, startTime: '1' });
    const lock = await acquireDataDirLock(dir);
    await lock.release();
  });

  it('gives a stale lock to exactly one of several openers racing for it', async () => {
    await writeLock({ pid: deadPid() });
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => acquireDataDirLock(dir)));
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(DataDirInUseError);
    await (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof acquireDataDirLock>>>).value.release();
  });

  it('is taken by openDatabase and given back by close', async () => {
    const database = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirInUseError);
    await database.close();
    expect(existsSync(path.join(dir, DATA_DIR_LOCK_FILE))).toBe(false);
  });
});

/**
 * The same through the real service: a second process on the data directory exits with 75 and says why, the first
 * keeps serving; after the first is killed (SIGKILL, its lock left behind), the next opener takes the directory over.
 * PGlite only (the PostgreSQL run of the suite skips it).
 */
describe.skipIf(process.env.TEST_DATABASE_URL)('the service on a PGlite data directory another process has', () => {
  const running: ServiceProcess[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.kill()));
  });

  it('refuses a second process with exit code 75 and a clear message, and takes over after the first is killed', async () => {
    const env = { DATA_DIR: dir, API_KEYS: `lock-key-${randomUUID()}:${randomUUID()}`, STATIC_DIR: path.join(dir, 'no-dashboard') };
    const first = await startService(await freePort(), env);
    running.push(first);
    const second = spawnService(await freePort(), env);
    running.push(second);
    expect(await second.exited).toBe(DATA_DIR_IN_USE_EXIT_CODE);
    expect(second.output()).toContain('is in use by process');
    expect(second.output()).toContain('PGlite allows one process per data directory');
    expect((await fetch(`${first.origin}/api/reference/demo-profile`)).status).toBeLessThan(500);

    await first.kill();
    expect(existsSync(path.join(dir, DATA_DIR_LOCK_FILE))).toBe(true);
    // The killed service's lock is stale: the next opener takes it (a full restart is the same call, plus a slow
    // PGlite open on this shared machine).
    const next = await acquireDataDirLock(dir);
    await next.release();
  }, 120_000);
});
