/** Small numeric helpers shared by the benchmarks. */

/** The q-quantile (0..1) of a list of numbers, nearest-rank; NaN for an empty list. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (values: readonly number[]) => quantile(values, 0.5);

/** The p50, p99 and max of a list of latencies. */
export type Latency = { p50: number; p99: number; max: number };
export const latency = (values: readonly number[]): Latency => ({
  p50: quantile(values, 0.5),
  p99: quantile(values, 0.99),
  max: Math.max(...values),
});

/** Formats a number with a fixed count of decimals, '—' when not a finite number. */
export function fmt(n: number | undefined, decimals = 1): string {
  return n === undefined || !Number.isFinite(n) ? '—' : n.toFixed(decimals);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A markdown table: a header row and rows of cells. */
export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Waits until `check()` holds, polling; throws after `timeoutMs`. */
export async function waitUntil(
  check: () => boolean,
  timeoutMs: number,
  what: string,
  pollMs = 2,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(pollMs);
  }
}
