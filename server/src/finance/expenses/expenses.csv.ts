import type { Expense } from '@hearth/shared';

const cell = (v: string | number) => {
  const s = String(v);
  // Quote when needed; a leading =,+,-,@ is neutralised so spreadsheets do not run it as a formula.
  const safe = /^[=+\-@\t\r]/.test(s) && typeof v === 'string' ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Expenses as CSV: Date, Title, Description, Category, Amount. */
export function expensesCsv(rows: Expense[]): string {
  const lines = [['Date', 'Title', 'Description', 'Category', 'Amount'].join(',')];
  for (const e of rows)
    lines.push([e.date, e.title, e.description, e.category, e.amount.toFixed(2)].map(cell).join(','));
  return lines.join('\r\n') + '\r\n';
}
