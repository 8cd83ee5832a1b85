import { useEffect, useMemo, useState } from 'react';
import type { Doc } from 'yjs';
import {
  agendaOf,
  balanceOf,
  choresDocName,
  clockIn,
  familyCan,
  readChoresDoc,
  todayIn,
  weekOf,
  weekPoints,
  type ChoresDocState,
} from '@hearth/shared';
import { useYDoc, useYValue } from '../../collab/useYDoc';
import { useSession } from '../../state/session';

const stateOf = (doc: Doc) => readChoresDoc(doc) as unknown as ChoresDocState;

/** The local time, moved on every 30 s (so a chore turns overdue while the page is open). */
function useClock(timeZone: string) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(t);
  }, []);
  return { now, today: todayIn(timeZone, now), clock: clockIn(timeZone, now) };
}

/**
 * The family's chores document, live, and what the signed-in member sees of it: the agenda (a child: only
 * the chores that may go to them), this week's points, their points left for rewards.
 */
export function useChores() {
  const user = useSession((s) => s.user);
  const y = useYDoc(user ? choresDocName(user.family_id) : undefined);
  const state = useYValue(y?.ready ? y.doc : undefined, stateOf);
  const { now, today, clock } = useClock(user?.timezone ?? 'UTC');
  const me = user?.id ?? '';
  const role = user?.family_role ?? 'child';
  const canManage = familyCan(role, 'manage_chores');
  const seesAll = familyCan(role, 'see_member_details');
  const derived = useMemo(() => {
    if (!state) return undefined;
    const chores = Object.fromEntries(
      Object.entries(state.chores).filter(([, c]) => seesAll || c.members.some((m) => m.user_id === me)),
    );
    const completions = Object.values(state.completions);
    return {
      agenda: agendaOf({ chores, completions: state.completions }, today, clock),
      leaderboard: weekPoints(completions, weekOf(today)),
      balance: balanceOf(me, completions, Object.values(state.claims)),
    };
  }, [state, today, clock, me, seesAll]);
  return { y, state, now, today, me, canManage, ...derived };
}
