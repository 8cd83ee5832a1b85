import type { CalendarActivity, CalendarChore, CalendarSchoolRun } from '@hearth/shared';
import type { SessionUser } from '../../auth/session.js';
import { timedChoreOccurrences, visibleTo } from '../../chores/chores.service.js';
import type { Executor } from '../../db/schema.js';
import { listMembers } from '../../family/family.repository.js';
import { activityOccurrences, schoolRunOccurrences } from './duties.js';
import type { Window } from './occurrences.js';

const byTime = <T extends { date: string; time: string }>(a: T, b: T) =>
  (a.date + a.time).localeCompare(b.date + b.time);

/**
 * The family's school runs, kids' activities and timed chores in a window, for the calendar, each with who
 * does it by name. Every member sees the family's runs and activities; a chore as /chores shows it to them
 * (a child: the chores that may go to them).
 */
export async function calendarDuties(db: Executor, user: SessionUser, w: Window) {
  const names = new Map((await listMembers(db, user.family_id)).map((m) => [m.id, m.name]));
  const doer = (id: string | null, fallback: string | null) => ({
    assignee_id: id,
    assignee_name: (id && names.get(id)) || fallback || null,
  });
  const school_runs: CalendarSchoolRun[] = (await schoolRunOccurrences(db, user.family_id, w))
    .map((s): CalendarSchoolRun => ({
      id: s.id,
      date: s.date,
      time: s.time,
      type: s.type === 'pickup' ? 'pickup' : 'dropoff',
      child_name: s.child_name,
      location: s.location,
      ...doer(s.assignee_id, s.assigned_to),
    }))
    .sort(byTime);
  const activities: CalendarActivity[] = (await activityOccurrences(db, user.family_id, w))
    .map((a) => ({
      id: a.id,
      date: a.date,
      time: a.start_time,
      end_time: a.end_time,
      name: a.name,
      child_name: a.child_name,
      location: a.location,
      ...doer(a.assignee_id, null),
    }))
    .sort(byTime);
  const chores: CalendarChore[] = (
    await timedChoreOccurrences(db, user.family_id, w, (row) => visibleTo(user, row))
  ).map((c) => ({
    id: c.chore_id,
    date: c.date,
    time: c.due_time,
    name: c.chore.name,
    ...doer(c.assignee.user_id, c.assignee.name),
    done: !!c.done,
  }));
  return { school_runs, activities, chores };
}
