import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../integration/collab/processes.js';
import { sleep } from './stats.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The environment and node flags of `npm run serve` (what `npm start` and the Dockerfile run), read from
 * package.json so that a benchmark measures the server exactly as it is started in production.
 */
export function serveCommand(): { env: Record<string, string>; flags: string[] } {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = pkg.scripts.serve!.split(/\s+/);
  const node = words.indexOf('node');
  const env = Object.fromEntries(words.slice(0, node).map((w) => w.split('=') as [string, string]));
  return { env, flags: words.slice(node + 1, words.indexOf('server/dist/main.js')) };
}

/** `npm run serve` as one line, for reports. */
export const serveLine = (): string => {
  const { env, flags } = serveCommand();
  return [...Object.entries(env).map(([k, v]) => `${k}=${v}`), 'node', ...flags, 'server/dist/main.js'].join(
    ' ',
  );
};

/** Compiles the server (`npm run build:server`) when server/dist is missing. */
export function ensureServerBuild(): void {
  if (!existsSync(path.join(root, 'server/dist/main.js')))
    execFileSync(process.execPath, ['server/build.mjs'], { cwd: root, stdio: 'inherit' });
}

export interface ServerChild {
  url: string;
  pid: number;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** Waits for a spawned server to answer `healthPath` (or exit, which throws). */
export async function untilHealthy(child: ChildProcess, url: string, timeoutMs = 120_000): Promise<void> {
  const t0 = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() - t0 > timeoutMs) throw new Error(`the server at ${url} did not start`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(50);
  }
}

/** Spawns `cmd args` with `env`, waits for `healthPath` and answers how to stop it (SIGTERM). */
export async function spawnServer(
  args: string[],
  env: Record<string, string>,
  healthPath: string,
): Promise<ServerChild> {
  const port = await freePort();
  // BENCH_SERVER_STDOUT: a file the server's stdout is appended to (e.g. what `--trace-gc` prints).
  const out = process.env.BENCH_SERVER_STDOUT ? openSync(process.env.BENCH_SERVER_STDOUT, 'a') : 'ignore';
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, 'inherit'],
  });
  if (typeof out === 'number') closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    await untilHealthy(child, url + healthPath);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    url,
    pid: child.pid!,
    child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

/** The settings every benchmark's Hearth server runs with (in this process or its own): quiet, no mail server. */
export const benchServerEnv = (): Record<string, string> => ({
  DATA_DIR: `/tmp/hearth-bench-${process.pid}`,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  MAIL_URL: '',
});

/**
 * The production Hearth server (compiled, `npm run serve`'s flags) on PostgreSQL, in a process of its own.
 * BENCH_SERVER_FLAGS adds node flags, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
 */
export function productionHearth(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerChild> {
  ensureServerBuild();
  const serve = serveCommand();
  return spawnServer(
    [
      ...serve.flags,
      ...(process.env.BENCH_SERVER_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
      'server/dist/main.js',
    ],
    {
      ...serve.env,
      DATABASE_URL: databaseUrl,
      ...benchServerEnv(),
      ...env,
    },
    '/api/health',
  );
}
