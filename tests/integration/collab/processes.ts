import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** kill -9: no shutdown hooks run. */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real server process on a shared database: `node --import tsx server/src/main.ts`, or with `compiled`
 * the production build `node server/dist/main.js` (made by `npm run build`, as `npm test` does first).
 */
export async function startProcess(
  env: Record<string, string>,
  port?: number,
  opts: { compiled?: boolean } = {},
): Promise<ServerProcess> {
  const p = port ?? (await freePort());
  const args = opts.compiled ? ['server/dist/main.js'] : ['--import', 'tsx', 'server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(p),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // No reminder passes on the real clock: on the shared test database they would mail and notify the
      // users of tests that own their clock (see startTestServer).
      REMINDER_INTERVAL_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${p}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Generous: on a loaded 2-core machine tsx and a fresh embedded database take a while.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port: p,
    child,
    async crash() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
