import type { MemberPoints } from '@hearth/shared';
import { Card } from '../../components/Card';

/** This week's points per member, most first. */
export function Leaderboard({ rows, me }: { rows: MemberPoints[]; me: string }) {
  const top = rows[0]?.points ?? 0;
  return (
    <Card title="This week's leaderboard" data-testid="chores-leaderboard">
      {rows.length === 0 ? (
        <p className="chores-muted">No points yet this week: tick a chore to get on the board.</p>
      ) : (
        <ol className="leaderboard">
          {rows.map((r, i) => (
            <li key={r.key} className={r.user_id === me ? 'is-me' : undefined}>
              <span className="leaderboard-rank">{i + 1}</span>
              <span className="leaderboard-name">{r.name}</span>
              <span className="leaderboard-bar" aria-hidden="true">
                <span style={{ width: `${top ? (r.points / top) * 100 : 0}%` }} />
              </span>
              <strong className="leaderboard-points" data-testid="leaderboard-points">
                {r.points} pts
              </strong>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
