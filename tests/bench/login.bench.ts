/**
 * Sign-in timing: does POST /api/auth/login take as long for an unknown email as for a known one (wrong
 * password both times)? Before the dummy-hash check an unknown email answered in ~2 ms and a known one in
 * ~37 ms, which told anyone which addresses have accounts. Requests alternate between the two kinds, over
 * real HTTP on the in-process server (PGlite), with the throttle widened so it never answers 429.
 * Reports p50/p90 of each and a Mann-Whitney U test of "same distribution".
 *
 *   npx tsx tests/bench/login.bench.ts     (BENCH_REQUESTS=200 per kind)
 */
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { DEFAULT_LIMITS, LoginThrottle } from '../../server/src/auth/loginThrottle.js';
import { benchUser, startHearth } from './lib/hearth.js';
import { fmt, quantile, table } from './lib/stats.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

/** Two-sided Mann-Whitney U test (normal approximation, no tie correction): z and p. */
function mannWhitney(a: number[], b: number[]): { z: number; p: number } {
  const all = [...a.map((v) => ({ v, g: 0 })), ...b.map((v) => ({ v, g: 1 }))].sort((x, y) => x.v - y.v);
  let rankSumA = 0;
  all.forEach((x, i) => {
    if (x.g === 0) rankSumA += i + 1;
  });
  const n1 = a.length;
  const n2 = b.length;
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const mean = (n1 * n2) / 2;
  const sd = Math.sqrt((n1 * n2 * (n1 + n2 + 1)) / 12);
  const z = (u - mean) / sd;
  // Two-sided p from the standard normal (Abramowitz-Stegun 7.1.26 for erf).
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return { z, p: 1 - erf };
}

const hearth = await startHearth(undefined);
try {
  hearth.deps.throttle = new LoginThrottle({ ...DEFAULT_LIMITS, freeFailures: 1e9, addressLimit: 1e9 });
  const user = await benchUser(hearth.url, 'Login Bench');
  const attempt = async (email: string) => {
    const t0 = performance.now();
    const res = await fetch(`${hearth.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: hearth.url },
      body: JSON.stringify({ email, password: 'not the password' }),
    });
    await res.arrayBuffer();
    if (res.status !== 401) throw new Error(`expected 401, got ${res.status}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < 10; i++) await attempt(user.email); // warm up
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    known.push(await attempt(user.email));
    unknown.push(await attempt(`nobody-${randomUUID().slice(0, 8)}@example.test`));
  }
  const { z, p } = mannWhitney(known, unknown);
  console.log('### Sign-in time, known vs unknown email (wrong password, sequential, alternating)\n');
  console.log(
    table(
      ['Email', 'Requests', 'p50 ms', 'p90 ms'],
      [
        ['known', REQUESTS, fmt(quantile(known, 0.5)), fmt(quantile(known, 0.9))],
        ['unknown', REQUESTS, fmt(quantile(unknown, 0.5)), fmt(quantile(unknown, 0.9))],
      ],
    ),
  );
  console.log(
    `\nMann-Whitney U: z = ${z.toFixed(2)}, two-sided p = ${p.toFixed(3)} ` +
      `(p > 0.05: no evidence the two take different times; before the fix: ~37 ms vs ~2 ms).`,
  );
} finally {
  await hearth.close();
}
