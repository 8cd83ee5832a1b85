import { useState } from 'react';
import { creditWatchApi, SCORE_MAX, SCORE_MIN, type SecurityAlert } from '@hearth/shared';
import { api } from '../../api/client';
import { mutate, useApi } from '../../api/resources';
import { Badge, type Tone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { toast } from '../../components/toast';
import { formatDate, formatDateTime } from '../../format';

const SEVERITY_TONE: Record<SecurityAlert['severity'], Tone> = {
  info: 'blue',
  warning: 'amber',
  critical: 'red',
};

/** Credit score (mock), its factors, the visibility toggle and the newest security alerts. */
export function CreditWatch() {
  const score = useApi('credit-score', creditWatchApi.score);
  const visibility = useApi('credit-score', creditWatchApi.visibility);
  const alerts = useApi('security-alerts', creditWatchApi.alerts);
  const [analyzing, setAnalyzing] = useState(false);
  const [readIds, setReadIds] = useState<Set<string>>(new Set());
  const visible = visibility.data?.credit_score_visible ?? true;
  const s = score.data;

  const toggle = async () => {
    await mutate(creditWatchApi.setVisibility, { query: { visible: !visible } }, ['credit-score']).catch(
      (e) => console.error('visibility change failed', e),
    );
  };

  const analyze = async () => {
    setAnalyzing(true);
    try {
      const alert = await mutate(creditWatchApi.analyze, {}, ['security-alerts']);
      toast(`${alert.title}`);
    } catch (e) {
      console.error('analysis failed', e);
      toast.error('The analysis could not run. Please try again.');
    } finally {
      setAnalyzing(false);
    }
  };

  // Marked read locally only after the server accepted it.
  const markRead = async (a: SecurityAlert) => {
    if (a.is_read || readIds.has(a.id)) return;
    try {
      await api(creditWatchApi.markRead, { params: { id: a.id } });
      setReadIds((prev) => new Set(prev).add(a.id));
    } catch (e) {
      console.error('mark read failed', e);
    }
  };

  const pct = s ? Math.round(((s.score - SCORE_MIN) / (SCORE_MAX - SCORE_MIN)) * 100) : 0;
  return (
    <Card
      title="Credit Watch"
      actions={
        <Button size="sm" variant="secondary" onClick={analyze} busy={analyzing}>
          AI Analysis
        </Button>
      }
      data-testid="credit-watch"
    >
      <div className="cw">
        <div className="cw-top">
          {visible && s ? (
            <div
              className={`cw-circle cw-tone-${s.tone}`}
              style={{ ['--pct' as string]: pct }}
              data-testid="credit-score"
            >
              <div>
                <div className="cw-score">{s.score}</div>
                <div className="cw-range">{s.score_range}</div>
              </div>
            </div>
          ) : (
            <div className="cw-hidden">{score.loading ? 'Loading…' : 'Hidden'}</div>
          )}
          <div className="cw-meta">
            {s && visible && (
              <span>
                <Badge tone={s.tone}>{s.rating}</Badge>
              </span>
            )}
            {s && (
              <span className="fin-owner">
                Range {s.score_range} · Updated {formatDate(s.last_updated)}
              </span>
            )}
            <span>
              <Badge tone="purple">Mock score</Badge>
            </span>
            <label className="cw-toggle">
              <input type="checkbox" checked={visible} onChange={toggle} aria-label="Show credit score" />
              Show score
            </label>
          </div>
        </div>
        {s && visible && (
          <ul className="cw-factors" aria-label="Score factors">
            {s.factors.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        )}
        <div>
          <div className="fin-section-head">
            <h3 style={{ margin: 0, fontSize: 'var(--text-md)' }}>Security Alerts</h3>
          </div>
          {alerts.data && alerts.data.length === 0 && (
            <p className="cw-empty">No security alerts. Everything looks good!</p>
          )}
          {alerts.loading && !alerts.data && <p className="cw-empty">Loading…</p>}
          <ul className="cw-alerts" data-testid="security-alerts">
            {alerts.data?.slice(0, 5).map((a) => {
              const read = a.is_read || readIds.has(a.id);
              return (
                <li key={a.id}>
                  <button
                    type="button"
                    className={`cw-alert cw-alert-${a.severity}${read ? ' cw-alert-read' : ''}`}
                    onClick={() => markRead(a)}
                    aria-label={`${a.title}${read ? ' (read)' : ' (unread, click to mark read)'}`}
                  >
                    <span className="cw-alert-title">
                      <Badge tone={SEVERITY_TONE[a.severity]}>{a.severity}</Badge>
                      {a.title}
                      {!read && <Badge tone="grey">New</Badge>}
                    </span>
                    <span className="cw-alert-desc">{a.description}</span>
                    <span className="cw-alert-desc">{formatDateTime(a.created_at)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </Card>
  );
}
