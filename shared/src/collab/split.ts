/** Exact money arithmetic in integer cents: no float sums, every split sums to its total. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/**
 * Splits a total evenly to the cent; the leftover cents go to the first shares, so
 * 100.00 / 3 = [33.34, 33.33, 33.33] and the shares always sum to the total.
 */
export function splitEqual(total: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('A split needs at least one participant');
  const cents = toCents(total);
  const sign = cents < 0 ? -1 : 1;
  const abs = Math.abs(cents);
  const base = Math.floor(abs / count);
  const extra = abs - base * count;
  return Array.from({ length: count }, (_, i) => fromCents(sign * (base + (i < extra ? 1 : 0))));
}

/** True when custom amounts sum to the total exactly (compared in cents). */
export function sumsTo(amounts: number[], total: number): boolean {
  return amounts.reduce((s, a) => s + toCents(a), 0) === toCents(total);
}

export const sumMoney = (amounts: number[]): number => fromCents(amounts.reduce((s, a) => s + toCents(a), 0));

export type ShareStatus = 'pending' | 'partially_paid' | 'completed';

/** Paid ticks derive the status: completed when all paid, partially_paid when some, pending when none. */
export function expenseStatus(paid: boolean[]): ShareStatus {
  const n = paid.filter(Boolean).length;
  if (paid.length > 0 && n === paid.length) return 'completed';
  return n > 0 ? 'partially_paid' : 'pending';
}

/** 'Ann, Bob ,, Cy' -> ['Ann', 'Bob', 'Cy']: comma separated, trimmed, blanks dropped. */
export const parseNames = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
