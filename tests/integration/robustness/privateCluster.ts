import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../collab/processes.js';

/**
 * A throwaway PostgreSQL cluster of this test's own (initdb + pg_ctl from /usr/lib/postgresql/<v>/bin) in
 * a temporary directory on a free port, so that a test may stop and start it under a running server.
 * PostgreSQL refuses to run as root: as root the commands run as the `postgres` user (runuser).
 */
export interface PrivateCluster {
  url: string;
  start(): void;
  /** Fast shutdown: open connections are terminated (57P01), as on a restart of the database. */
  stop(): void;
  destroy(): void;
}

/** The newest installed PostgreSQL bin directory with initdb and pg_ctl, or a reason there is none. */
export function postgresBinaries(): { bin: string } | { missing: string } {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter(
          (v) =>
            existsSync(path.join(root, v, 'bin', 'initdb')) &&
            existsSync(path.join(root, v, 'bin', 'pg_ctl')),
        )
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) return { missing: `no initdb/pg_ctl under ${root}/*/bin` };
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    } catch {
      return { missing: 'running as root and there is no postgres user to run the cluster as' };
    }
  }
  return { bin: path.join(root, versions[0]!, 'bin') };
}

export async function startPrivateCluster(bin: string): Promise<PrivateCluster> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hearth-pgcluster-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], {
          cwd: dir,
          stdio: 'pipe',
        })
      : execFileSync(path.join(bin, cmd), args, { cwd: dir, stdio: 'pipe' });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const cluster: PrivateCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => void run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']),
    stop: () => void run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    destroy() {
      try {
        cluster.stop();
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
