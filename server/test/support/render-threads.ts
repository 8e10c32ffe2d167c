import { readdirSync, readFileSync } from 'node:fs';

/**
 * Operating-system threads of this process named `name` (Node names a worker's thread after its `name` option),
 * read from /proc: what is really running, not what the pool believes. Linux only.
 */
export function osThreadsNamed(name: string, pid: number | 'self' = 'self'): number {
  return readdirSync(`/proc/${pid}/task`).filter((task) => {
    try {
      return readFileSync(`/proc/${pid}/task/${task}/comm`, 'utf8').trim() === name;
    } catch {
      return false; // The thread ended while we looked.
    }
  }).length;
}

/** Polls until `probe` holds, for up to `timeoutMs`; returns whether it did. */
export async function eventually(probe: () => boolean, timeoutMs = 2_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

/** Threads named `name` in every process of process group `pgid` (a service spawned with its own group). */
export function osThreadsNamedInGroup(name: string, pgid: number): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (pgrp === pgid) total += osThreadsNamed(name, Number(pid));
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}
