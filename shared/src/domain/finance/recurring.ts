export type Frequency = 'monthly' | 'yearly';

const cents = (n: number) => Math.round(n * 100);

/** Per-month and per-year equivalents of a recurring amount: monthly × 12, yearly ÷ 12 (SPEC.md §9). */
export function recurringEquivalents(
  amount: number,
  frequency: Frequency,
): { monthly: number; yearly: number } {
  const c = cents(amount);
  if (frequency === 'monthly') return { monthly: c / 100, yearly: (c * 12) / 100 };
  return { monthly: Math.round(c / 12) / 100, yearly: c / 100 };
}

/** Monthly and yearly totals of the active charges, summed in cents. */
export function recurringChargeTotals(
  charges: { amount: number; frequency: Frequency; is_active: boolean }[],
): {
  monthly_total: number;
  yearly_total: number;
  active_count: number;
} {
  let monthlyCents = 0;
  let yearlyCents = 0;
  let active = 0;
  for (const c of charges) {
    if (!c.is_active) continue;
    active++;
    if (c.frequency === 'monthly') {
      monthlyCents += cents(c.amount);
      yearlyCents += cents(c.amount) * 12;
    } else {
      yearlyCents += cents(c.amount);
      monthlyCents += cents(c.amount) / 12;
    }
  }
  return {
    monthly_total: Math.round(monthlyCents) / 100,
    yearly_total: Math.round(yearlyCents) / 100,
    active_count: active,
  };
}
