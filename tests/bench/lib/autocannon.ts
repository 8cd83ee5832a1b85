import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../node_modules/.bin/autocannon',
);

export interface LoadResult {
  title: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
  non2xx: number;
  errors: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Runs autocannon in its own process (so the load generator does not share the server's event loop)
 * and answers its figures. Only 127.0.0.1 targets.
 */
export function load(
  title: string,
  url: string,
  opts: {
    connections: number;
    seconds: number;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
  },
): Promise<LoadResult> {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`benchmarks only talk to 127.0.0.1, not ${url}`);
  const args = [
    '--json',
    '-c',
    String(opts.connections),
    '-d',
    String(opts.seconds),
    '-m',
    opts.method ?? 'GET',
  ];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`);
  if (opts.body !== undefined) args.push('-b', opts.body);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err}`));
      const r = JSON.parse(out) as AutocannonJson;
      resolve({
        title,
        requestsPerSec: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        max: r.latency.max,
        total: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      });
    });
  });
}
