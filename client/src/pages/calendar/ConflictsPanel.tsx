import { useEffect, useState } from 'react';
import { addDays, conflictsApi, familyCan, HANDOFF_ACTION, todayIn, type Conflict } from '@hearth/shared';
import './calendar.css';
import { api } from '../../api/client';
import { onChange } from '../../api/realtime';
import { Modal } from '../../components/Modal';
import { useAdults } from '../family/adultRows';
import { mutate, useApi } from '../../api/resources';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { formatDate } from '../../format';
import { useSession } from '../../state/session';
import { useClashes } from './clashes';

const SOURCES = new Set([
  'meetings',
  'school-schedules',
  'kid-activities',
  'family-events',
  'family',
  'chores',
]);

/** The family's clashes between a duty (school run, activity, family event, chore) and its adult's meetings. */
export function useConflicts(from: string, to: string) {
  const res = useApi('family-events', conflictsApi.list, { query: { start_date: from, end_date: to } });
  const { reload } = res;
  useEffect(() => onChange((e) => void (SOURCES.has(e.resource) && reload())), [reload]);
  return res;
}

/** One clash, with a "Give to …" button per other adult; `onGiven` after a hand-off. */
function ConflictRow({ c, onGiven }: { c: Conflict; onGiven?: () => void }) {
  const adults = useAdults();
  const [busy, setBusy] = useState(false);
  const role = useSession((s) => s.user?.family_role) ?? 'child';
  // Only who may change it hands it over (a child account sees the clash, without the buttons).
  const need = HANDOFF_ACTION[c.kind];
  const others = need && !familyCan(role, need) ? [] : (adults ?? []).filter((m) => m.id !== c.member_id);
  const give = async (to: string) => {
    setBusy(true);
    try {
      await mutate(
        conflictsApi.handoff,
        {
          body: {
            kind: c.kind,
            item_id: c.item_id,
            from_member_id: c.member_id,
            to_member_id: to,
            // A chore is handed over for that day only (whose turn it is keeps the next one).
            ...(c.kind === 'chore' && { date: c.date }),
          },
        },
        ['family-events', 'school-schedules', 'kid-activities', 'meetings'],
      );
      onGiven?.();
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
          <Button
            key={m.id}
            size="sm"
            variant="secondary"
            busy={busy}
            title={c.kind === 'chore' ? `${m.name} does it that day; the turn stays` : undefined}
            onClick={() => void give(m.id)}
          >
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
          No clashes between school runs, activities, family events or chores and meetings.
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

/**
 * After saving a school run, activity, family event, chore or meeting: shows the clashes it has in the next four
 * weeks ("Jordan has Client call 15:00–16:00 — pick-up of Mia at 15:30"), each with a one-click hand-off.
 */
export async function warnConflicts(
  saved: { item_id: string } | { meeting_id: string },
  from: string,
): Promise<void> {
  const found = await api(conflictsApi.list, {
    query: { start_date: from, end_date: addDays(from, 27) },
  }).catch(() => [] as Conflict[]);
  const mine = found.filter((c) =>
    'item_id' in saved ? c.item_id === saved.item_id : c.meeting_id === saved.meeting_id,
  );
  // One row per duty: the first date it clashes on.
  const first = mine.filter((c, i) => mine.findIndex((o) => o.item_id === c.item_id) === i);
  if (first.length) useClashes.setState({ found: first });
}

/** The dialog warnConflicts opens; mounted once in the app (App.tsx loads it with the first clash). */
export function ClashDialog() {
  const found = useClashes((s) => s.found);
  const close = () => useClashes.setState({ found: [] });
  const given = (c: Conflict) =>
    useClashes.setState((s) => ({ found: s.found.filter((o) => o.item_id !== c.item_id) }));
  return (
    <Modal
      title="This clashes with a meeting"
      open={found.length > 0}
      onClose={close}
      testId="clash-dialog"
      footer={
        <Button variant="secondary" onClick={close}>
          Keep it
        </Button>
      }
    >
      <ul className="conflict-list" aria-label="Conflicts">
        {found.map((c) => (
          <ConflictRow key={`${c.kind}:${c.item_id}`} c={c} onGiven={() => given(c)} />
        ))}
      </ul>
    </Modal>
  );
}
