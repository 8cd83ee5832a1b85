/** One transaction read from a statement file. Amount > 0 is money out (a charge), < 0 money in. */
export interface StatementTransaction {
  /** Stable identity of the row, used to never import it twice. */
  key: string;
  date: string;
  description: string;
  amount: number;
  currency: string | null;
  account: string | null;
  /** Why this row is not an expense (pending, a payment or deposit), or null. */
  skip: string | null;
}

export interface ParsedStatement {
  format: 'ofx' | 'csv';
  accounts: string[];
  transactions: StatementTransaction[];
}

export class StatementError extends Error {}

export const normalDescription = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Parses a money string: $1,036.47 · £1,183.23 · -79 · + £1,100.00 · (12.50) · 1.234,56. */
export function parseMoney(raw: string): number | null {
  let s = raw.trim();
  if (!s) return null;
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (/^-|-$/.test(s.replace(/\s/g, ''))) negative = !negative;
  s = s.replace(/[^\d.,]/g, '');
  if (!/\d/.test(s)) return null;
  const lastSep = Math.max(s.lastIndexOf('.'), s.lastIndexOf(','));
  let value: number;
  if (lastSep >= 0 && s.length - lastSep - 1 <= 2) {
    value = Number(`${s.slice(0, lastSep).replace(/[.,]/g, '')}.${s.slice(lastSep + 1)}`);
  } else {
    value = Number(s.replace(/[.,]/g, ''));
  }
  if (!Number.isFinite(value)) return null;
  return Math.round((negative ? -value : value) * 100) / 100;
}
