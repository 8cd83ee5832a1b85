import type { ChoreDue } from '@hearth/shared';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';

const dayLabel = (date: string, today: string) => {
  if (date === today) return 'Today';
  const d = new Date(`${date}T00:00:00Z`);
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(d);
};
const timeLabel = (hhmm: string) => {
  const h = Number(hhmm.slice(0, 2));
  return `${h % 12 || 12}:${hhmm.slice(3)} ${h < 12 ? 'AM' : 'PM'}`;
};

/** When a tick was made, in the reader's clock ('5:32 PM'). */
const doneAt = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

export interface ChoreListProps {
  items: ChoreDue[];
  today: string;
  me: string;
  canManage: boolean;
  /** Omitted: no Done buttons (upcoming days). */
  onDone?: (item: ChoreDue) => void;
  onEdit?: (item: ChoreDue) => void;
  testId?: string;
}

/** Chores due, each with whose turn it is, when, its points; overdue ones in red; Done for the assignee (and adults). */
export function ChoreList({ items, today, me, canManage, onDone, onEdit, testId }: ChoreListProps) {
  return (
    <ul className="chore-list" data-testid={testId}>
      {items.map((d) => {
        const mine = d.assignee.user_id === me;
        const when = [
          d.chore.rrule ? dayLabel(d.date, today) : 'Anytime',
          d.chore.due_time && timeLabel(d.chore.due_time),
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <li
            key={`${d.chore_id}:${d.date}`}
            className={`chore-item${d.overdue ? ' is-overdue' : ''}${d.done ? ' is-done' : ''}`}
            data-testid="chore-item"
          >
            <div className="chore-main">
              <strong className="chore-name">{d.chore.name}</strong>
              <span className="chore-meta">
                {d.overdue ? <span className="chore-overdue">Overdue · </span> : null}
                {when}
                {d.chore.points > 0 && ` · ${d.chore.points} pts`}
              </span>
            </div>
            <Badge tone={mine ? 'green' : 'grey'}>
              {mine ? `${d.assignee.name} (you)` : d.assignee.name}
            </Badge>
            <div className="chore-actions">
              {d.done ? (
                <span
                  className="chore-done"
                  data-testid="chore-done"
                  title={`Done by ${d.done.name}, ${new Date(d.done.at).toLocaleString()}`}
                >
                  ✓ Done <span className="chore-done-at">{doneAt(d.done.at)}</span>
                </span>
              ) : onDone && (mine || canManage) ? (
                <Button size="sm" onClick={() => onDone(d)}>
                  Done
                </Button>
              ) : null}
              {onEdit && canManage && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onEdit(d)}
                  aria-label={`Edit ${d.chore.name}`}
                >
                  Edit
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
