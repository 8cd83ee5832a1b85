/**
 * Dashboard figures derived from time and task totals. The SQL computes the sums; these pure functions
 * turn sums into the rates and the score, so the definitions live in one tested place.
 */

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** part / whole as a percentage to 1 decimal; 0 when there is no whole. */
export const percent = (part: number, whole: number): number =>
  whole > 0 ? round1((part / whole) * 100) : 0;

export interface HoursByCategory {
  work: number;
  personal: number;
  downtime: number;
  waste: number;
}

export const totalHours = (h: HoursByCategory): number => round2(h.work + h.personal + h.downtime + h.waste);

/** Share of logged time spent on work. */
export const productivityRate = (h: HoursByCategory): number => percent(h.work, totalHours(h));

/** Share of logged time that was intended (everything but drift/waste). */
export const timeEfficiency = (h: HoursByCategory): number => percent(totalHours(h) - h.waste, totalHours(h));

/**
 * Value scale score, 0-100: 60% time efficiency (time spent as intended) and 40% task completion.
 * With no time logged and no tasks it is 0.
 */
export function valueScaleScore(
  efficiency: number,
  completionRate: number,
  hasTime: boolean,
  hasTasks: boolean,
): number {
  if (!hasTime && !hasTasks) return 0;
  if (!hasTime) return Math.round(completionRate);
  if (!hasTasks) return Math.round(efficiency);
  return Math.round(0.6 * efficiency + 0.4 * completionRate);
}

export function valueScaleInsight(score: number, hasData: boolean): string {
  if (!hasData) return 'Log time and tasks to see where your time goes';
  if (score >= 80) return 'Excellent: your time goes where you intend it to';
  if (score >= 60) return 'Good balance, with a little time drifting';
  if (score >= 40) return 'Some time is drifting: check your top drift tasks';
  return 'Much of your time is drifting: plan intentional blocks';
}

export interface TaskTime {
  task: string;
  estimate: number;
  spent: number;
}

/** Tasks whose logged time exceeds their estimate, largest overrun first. */
export function topDriftTasks(
  tasks: TaskTime[],
  limit = 5,
): { task: string; drift: number; estimate: number; spent: number }[] {
  return tasks
    .map((t) => ({
      task: t.task,
      estimate: round2(t.estimate),
      spent: round2(t.spent),
      drift: round2(t.spent - t.estimate),
    }))
    .filter((t) => t.drift > 0)
    .sort((a, b) => b.drift - a.drift || a.task.localeCompare(b.task))
    .slice(0, limit);
}

/** Monthly and yearly equivalents of active recurring charges (SPEC §9: yearly/12, monthly*12). */
export function recurringFromSums(
  monthlySum: number,
  yearlySum: number,
): { monthly: number; yearly: number } {
  return { monthly: round2(monthlySum + yearlySum / 12), yearly: round2(monthlySum * 12 + yearlySum) };
}
