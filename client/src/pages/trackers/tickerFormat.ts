import type { TrackerType } from '@hearth/shared';
import { formatMoney } from '../../format';

// One formatter, built on first use: `toLocaleString` with options builds a new Intl.NumberFormat at every
// call, and the ticker (on every page) formats each reading and change twice, the strip being doubled.
let decimals: Intl.NumberFormat | undefined;

/** 6410 → '6,410'; 0.712 → '0.71' (at most 2 decimals, en-US grouping). */
export function formatNumber(n: number): string {
  decimals ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return decimals.format(n);
}

/** Stock and crypto values are dollars with 2 decimals; others show their number and unit; no reading is '—'. */
export function formatReading(value: number | null, type: TrackerType, unit: string): string {
  if (value === null) return '—';
  if (type === 'stock' || type === 'crypto' || type === 'spend') return formatMoney(value);
  const n = formatNumber(value);
  return unit ? `${n} ${unit}` : n;
}
