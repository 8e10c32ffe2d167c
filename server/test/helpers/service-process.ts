import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = path.join(ROOT, 'server/src/main.ts');

export interface ServiceProcess {
  proc: ChildProcess;
  port: number;
  origin: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGKILL to the whole process group; resolves once it has exited. */
  kill(): Promise<void>;
}

/**
 * Spawns the real service as `npm run server` runs it (`node --import tsx server/src/main.ts`: one process, which gets
 * signals itself; the tsx CLI would put a relaying parent in front of it, whose own exit code races the service's) in
 * its own process group with NODE_ENV=test, HOST=127.0.0.1,
 * PORT and `env` on top of this process's environment (DATABASE_URL and API_KEYS removed unless `env` sets them).
 */
export function spawnService(port: number, env: NodeJS.ProcessEnv): ServiceProcess {
  const full: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info' };
  delete full.DATABASE_URL;
  delete full.API_KEYS;
  Object.assign(full, env);
  // Its own process group, so a signal to the group reaches the service and anything it starts.
  const proc = spawn(process.execPath, ['--import', 'tsx', MAIN], { cwd: ROOT, env: full, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  proc.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return {
    proc,
    port,
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    async kill() {
      if (proc.exitCode !== null || proc.signalCode !== null || proc.pid === undefined) return;
      try {
        process.kill(-proc.pid, 'SIGKILL');
      } catch {
        // The group is gone already.
      }
      await exited;
      // Anything else in the group (a thread pool's process, if one ever is) may take a moment longer to die.
      const deadline = Date.now() + 10_000;
      while (groupAlive(proc.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    },
  };
}

/**
 * Whether a process of group `pgid` still runs. Zombies do not count: where nothing reaps orphans (a container
 * without an init) a killed process stays in the table as a zombie, yet is gone for every purpose here.
 */
function groupAlive(pgid: number): boolean {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  }
  return entries.some((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(pgrp) === pgid && state !== 'Z' && state !== 'X';
    } catch {
      return false;
    }
  });
}

/** Resolves once the service answers HTTP; rejects if it exits first or does not answer within `timeoutMs`. */
export async function waitUntilServing(service: ServiceProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.proc.exitCode !== null) throw new Error(`The service exited with ${service.proc.exitCode} while starting:\n${service.output().slice(-3000)}`);
    try {
      await fetch(`${service.origin}/api/reference/demo-profile`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`The service did not answer within ${timeoutMs / 1000} s:\n${service.output().slice(-3000)}`);
}

/** Spawns the service and waits until it serves; kills it if it does not. */
export async function startService(port: number, env: NodeJS.ProcessEnv, timeoutMs?: number): Promise<ServiceProcess> {
  const service = spawnService(port, env);
  try {
    await waitUntilServing(service, timeoutMs);
    return service;
  } catch (error) {
    await service.kill();
    throw error;
  }
}
