export type BudgetPeriodKind = 'daily' | 'weekly' | 'monthly';

const toDate = (s: string) => new Date(`${s}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) =>
  Math.round((toDate(b).getTime() - toDate(a).getTime()) / 86_400_000);

/** `start` plus `months` months, the day clamped to the month's end (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(year, month, Math.min(d, lastDay))));
}

/**
 * The budget period that contains `today`, counted from `startDate` in steps of a day, a week or a
 * month: [start, end) with `end` exclusive. Before the start date, the first period.
 */
export function budgetPeriod(
  kind: BudgetPeriodKind,
  startDate: string,
  today: string,
): { start: string; end: string } {
  if (today < startDate) today = startDate;
  if (kind === 'daily') return { start: today, end: iso(new Date(toDate(today).getTime() + 86_400_000)) };
  if (kind === 'weekly') {
    const weeks = Math.floor(daysBetween(startDate, today) / 7);
    const start = iso(new Date(toDate(startDate).getTime() + weeks * 7 * 86_400_000));
    return { start, end: iso(new Date(toDate(start).getTime() + 7 * 86_400_000)) };
  }
  const [sy, sm] = startDate.split('-').map(Number) as [number, number];
  const [ty, tm] = today.split('-').map(Number) as [number, number];
  let n = (ty - sy) * 12 + (tm - sm);
  while (n > 0 && addMonths(startDate, n) > today) n--;
  while (addMonths(startDate, n + 1) <= today) n++;
  return { start: addMonths(startDate, n), end: addMonths(startDate, n + 1) };
}

/** Does an expense of `expenseCategory` count against a budget of `budgetCategory`? */
export function budgetCovers(budgetCategory: string, expenseCategory: string): boolean {
  const b = budgetCategory.trim().toLowerCase();
  return b === '' || b === 'general' || b === expenseCategory.trim().toLowerCase();
}
