/**
 * Security and spending rules run over one user's data. Pure: the service loads the rows, these find
 * what is worth an alert, each finding keyed so that the same one is never raised twice.
 */
export interface Finding {
  rule_key: string;
  severity: 'info' | 'warning' | 'critical';
  title: string;
  description: string;
}

export interface ExpenseFact {
  id: string;
  title: string;
  amount: number;
  category: string;
  date: string;
}

const money = (n: number) => `$${n.toFixed(2)}`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
const normal = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** An expense at least 3× its category's usual (median of the others, at least 3 of them) and $20 above it. */
export function unusualExpenses(all: ExpenseFact[], recentFrom: string): Finding[] {
  const out: Finding[] = [];
  for (const e of all) {
    if (e.date < recentFrom) continue;
    const others = all.filter((o) => o.id !== e.id && o.category === e.category).map((o) => o.amount);
    if (others.length < 3) continue;
    const usual = median(others);
    if (e.amount >= usual * 3 && e.amount - usual >= 20) {
      out.push({
        rule_key: `unusual:${e.id}`,
        severity: 'warning',
        title: `Unusual ${e.category} expense`,
        description: `'${e.title}' (${money(e.amount)} on ${e.date}) is far above your usual ${e.category} expense of ${money(usual)}.`,
      });
    }
  }
  return out;
}

/** Two expenses with the same amount and title within 3 days of each other. */
export function duplicateCharges(all: ExpenseFact[], recentFrom: string): Finding[] {
  const out: Finding[] = [];
  const sorted = [...all].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      const a = sorted[i]!;
      const b = sorted[j]!;
      if (dayNumber(b.date) - dayNumber(a.date) > 3) break;
      if (b.date < recentFrom) continue;
      if (a.amount === b.amount && normal(a.title) === normal(b.title)) {
        out.push({
          rule_key: `duplicate:${a.id}:${b.id}`,
          severity: 'warning',
          title: 'Possible duplicate charge',
          description: `'${b.title}' for ${money(b.amount)} appears on ${a.date} and ${b.date}. Check that you were not charged twice.`,
        });
      }
    }
  }
  return out;
}

export function newRecurringCharges(
  charges: { id: string; name: string; amount: number; frequency: string }[],
): Finding[] {
  return charges.map((c) => ({
    rule_key: `new-recurring:${c.id}`,
    severity: 'info' as const,
    title: 'New recurring charge',
    description: `'${c.name}' will charge ${money(c.amount)} ${c.frequency === 'yearly' ? 'every year' : 'every month'}. Make sure you recognise it.`,
  }));
}

export function exceededBudgets(
  budgets: { id: string; name: string; amount: number; spent: number; period_start: string }[],
): Finding[] {
  return budgets
    .filter((b) => b.spent > b.amount)
    .map((b) => ({
      rule_key: `budget:${b.id}:${b.period_start}`,
      severity: 'critical' as const,
      title: `Budget exceeded: ${b.name}`,
      description: `You have spent ${money(b.spent)} of ${money(b.amount)} this period (${money(b.spent - b.amount)} over).`,
    }));
}

const RANK = { critical: 0, warning: 1, info: 2 } as const;
export const bySeverity = (a: Finding, b: Finding) => RANK[a.severity] - RANK[b.severity];
