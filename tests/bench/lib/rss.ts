import { readdirSync, readFileSync } from 'node:fs';

/** The resident memory of one process in bytes (Linux /proc), 0 when it is gone. */
export function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The pids of a process and all its descendants (the `tsx` CLI runs the server in a child node). */
export function processTree(pid: number): number[] {
  const out = [pid];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const c of children ? children.split(/\s+/).map(Number) : []) out.push(...processTree(c));
    }
  } catch {
    /* gone */
  }
  return out;
}

/** The resident memory of a process and its descendants, summed. */
export const treeRss = (pid: number): number => processTree(pid).reduce((sum, p) => sum + rssOf(p), 0);
