import {
  creditRating,
  creditWatchApi,
  mockCreditScore,
  SECURITY_ALERTS_CAP,
  SCORE_MAX,
  SCORE_MIN,
  type SecurityAlert,
} from '@hearth/shared';
import { route } from '../../http/route.js';
import { found } from '../../http/errors.js';
import { getVisibility, listAlerts, markAlertRead, setVisibility } from './alerts.repository.js';
import { analyze } from './creditWatch.service.js';

type AlertRow = {
  id: string;
  severity: string;
  title: string;
  description: string;
  is_read: boolean;
  created_at: Date;
};
const presentAlert = (r: AlertRow): SecurityAlert => ({
  id: r.id,
  severity: r.severity as SecurityAlert['severity'],
  title: r.title,
  description: r.description,
  is_read: r.is_read,
  created_at: r.created_at.toISOString(),
});

export const creditWatchRoutes = [
  route(creditWatchApi.score, ({ user, deps }) => {
    const { score, factors } = mockCreditScore(user.id);
    const { rating, tone } = creditRating(score);
    // A mock refreshed monthly: "updated" is the first of the current month.
    const last_updated = deps.clock().toISOString().slice(0, 8) + '01';
    return {
      score,
      score_range: `${SCORE_MIN}-${SCORE_MAX}`,
      rating,
      tone,
      last_updated,
      is_mock: true as const,
      factors,
    };
  }),

  route(creditWatchApi.visibility, async ({ db, user }) => ({
    credit_score_visible: await getVisibility(db, user.id),
  })),

  route(
    creditWatchApi.setVisibility,
    async ({ db, user, query, changes, deps }) => {
      const visible = await setVisibility(db, user.id, query.visible, deps.clock());
      changes.emit({ user: user.id }, { resource: 'credit-score', action: 'updated' });
      return { credit_score_visible: visible };
    },
    { writes: 'one-statement' },
  ),

  route(creditWatchApi.alerts, async ({ db, user }) =>
    (await listAlerts(db, user.id, SECURITY_ALERTS_CAP)).map(presentAlert),
  ),

  route(creditWatchApi.analyze, async ({ db, user, changes, deps }) => {
    const { alert, created } = await analyze(db, user, deps.clock());
    if (created)
      changes.emit({ user: user.id }, { resource: 'security-alerts', action: 'created', id: alert.id });
    return presentAlert(alert);
  }),

  route(
    creditWatchApi.markRead,
    async ({ db, user, params, changes }) => {
      const row = found(await markAlertRead(db, user.id, params.id), 'Security alert');
      changes.emit({ user: user.id }, { resource: 'security-alerts', action: 'updated', id: row.id });
      return presentAlert(row);
    },
    { writes: 'one-statement' },
  ),
];
