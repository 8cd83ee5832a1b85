import { analyticsApi, todayIn } from '@hearth/shared';
import { route } from '../../http/route.js';
import { dashboardCounts, financeSums, overrunTasks } from './analytics.repository.js';
import { presentDashboard } from './analytics.presenter.js';

const DRIFT_LIST = 5;

function monthBounds(today: string): [string, string] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return [`${today.slice(0, 7)}-01`, next];
}

export const analyticsRoutes = [
  // Three aggregate queries, whatever the amount of data.
  route(analyticsApi.dashboard, async ({ db, user, deps }) => {
    const today = todayIn(user.timezone, deps.clock());
    const [monthStart, nextMonth] = monthBounds(today);
    const counts = await dashboardCounts(db, user.id, today);
    const drift = await overrunTasks(db, user.id, DRIFT_LIST);
    const finances = await financeSums(db, user.id, monthStart, nextMonth);
    return presentDashboard(counts, drift, finances);
  }),
];
