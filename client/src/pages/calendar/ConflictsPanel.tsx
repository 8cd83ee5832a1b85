import { useEffect, useState } from 'react';
import { addDays, conflictsApi, familyApi, todayIn, type Conflict } from '@hearth/shared';
import './calendar.css';
import { api } from '../../api/client';
import { onChange } from '../../api/realtime';
import { toast } from '../../components/toast';
import { mutate, useApi } from '../../api/resources';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { formatDate } from '../../format';
import { useSession } from '../../state/session';

const SOURCES = new Set(['meetings', 'school-schedules', 'kid-activities', 'family-events', 'family']);

/** The family's clashes between a duty (school run, activity, family event) and its adult's meetings. */
export function useConflicts(from: string, to: string) {
  const res = useApi('family-events', conflictsApi.list, { query: { start_date: from, end_date: to } });
  const { reload } = res;
  useEffect(() => onChange((e) => void (SOURCES.has(e.resource) && reload())), [reload]);
  return res;
}

function ConflictRow({ c }: { c: Conflict }) {
  const family = useApi('family', familyApi.get);
  const [busy, setBusy] = useState(false);
  const others = (family.data?.members ?? []).filter((m) => m.id !== c.member_id);
  const give = async (to: string) => {
    setBusy(true);
    try {
      await mutate(
        conflictsApi.handoff,
        { body: { kind: c.kind, item_id: c.item_id, from_member_id: c.member_id, to_member_id: to } },
        ['family-events', 'school-schedules', 'kid-activities', 'meetings'],
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="conflict-row" data-testid="conflict">
      <span>
        <span aria-hidden>⚠ </span>
        <strong>{formatDate(c.date, true)}</strong> · {c.message}
      </span>
      <span className="conflict-actions">
        {others.map((m) => (
          <Button key={m.id} size="sm" variant="secondary" busy={busy} onClick={() => void give(m.id)}>
            Give to {m.name}
          </Button>
        ))}
      </span>
    </li>
  );
}

/** Conflicts in a window, each with one-click hand-offs; nothing when there are none (unless `always`). */
export function ConflictsPanel({ from, to, always }: { from: string; to: string; always?: boolean }) {
  const { data } = useConflicts(from, to);
  if (!data?.length && !always) return null;
  return (
    <Card title="Conflicts" className="conflicts-card">
      {data?.length ? (
        <ul className="conflict-list" aria-label="Conflicts">
          {data.map((c) => (
            <ConflictRow key={`${c.kind}:${c.item_id}:${c.date}:${c.member_id}`} c={c} />
          ))}
        </ul>
      ) : (
        <p className="work-muted">
          No clashes between school runs, activities or family events and meetings.
        </p>
      )}
    </Card>
  );
}

/** The dashboard's card: the next two weeks. */
export function UpcomingConflicts() {
  const tz = useSession((s) => s.user?.timezone) ?? 'UTC';
  const today = todayIn(tz);
  return <ConflictsPanel from={today} to={addDays(today, 13)} />;
}

/** After saving a duty: warns about the clashes it has in the next weeks ("Jordan has Client call …"). */
export async function warnConflicts(itemId: string, from: string): Promise<void> {
  const found = await api(conflictsApi.list, {
    query: { start_date: from, end_date: addDays(from, 27) },
  }).catch(() => [] as Conflict[]);
  const mine = found.filter((c) => c.item_id === itemId);
  if (mine.length)
    toast.error(`${mine[0]!.message}${mine.length > 1 ? ` (and ${mine.length - 1} more)` : ''}`);
}
