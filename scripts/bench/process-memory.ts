// The memory of a service process the bench started: which process of its group runs the service, and its RSS.
import { readdirSync, readFileSync } from 'node:fs';

/** Process ids whose process group is `groupId` (from /proc; Linux). */
function processesOfGroup(groupId: number): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // Field 5 of /proc/<pid>/stat is the process group; the name (field 2) may hold spaces, so count from its ")".
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === groupId) pids.push(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/**
 * The node process of group `groupId` (which `npm run server` leads, with a shell between) whose arguments end
 * with `script`: the service itself, not npm or the shell.
 */
export function nodeProcessOfGroup(groupId: number, script: string): number {
  const found = processesOfGroup(groupId).find((pid) => {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return /(^|\/)node$/.test(args[0]) && args.some((arg) => arg.endsWith(script));
    } catch {
      return false;
    }
  });
  if (found === undefined) throw new Error(`No node process running ${script} in process group ${groupId}.`);
  return found;
}

/** Resident set size of a process in bytes (VmRSS of /proc/<pid>/status). */
export function rssBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`No VmRSS for process ${pid}.`);
  return Number(match[1]) * 1024;
}
