import type { TrackerType } from '@hearth/shared';
import { formatMoney, formatNumber } from '../../format';

/** Stock and crypto values are dollars with 2 decimals; others show their number and unit; no reading is '—'. */
export function formatReading(value: number | null, type: TrackerType, unit: string): string {
  if (value === null) return '—';
  if (type === 'stock' || type === 'crypto' || type === 'spend') return formatMoney(value);
  const n = formatNumber(value);
  return unit ? `${n} ${unit}` : n;
}
