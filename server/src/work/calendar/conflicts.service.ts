import {
  addDays,
  clashes,
  isAdultRole,
  conflictMessage,
  seriesOccurrences,
  utcToZoned,
  zonedToUtc,
  type Busy,
  type Conflict,
  type Duty,
  type DutyKind,
} from '@hearth/shared';
import type { Executor } from '../../db/schema.js';
import { timedChoreOccurrences } from '../../chores/chores.service.js';
import { familyEventsBetween } from '../../life/familyEvents.repository.js';
import { activityMinutes, activityOccurrences, schoolRunOccurrences } from './duties.js';
import { overridesBySeries } from './overrides.repository.js';
import { meetingOccurrences, type Window } from './occurrences.js';

/** How long a drop-off or pick-up keeps its driver busy. */
const SCHOOL_RUN_MINUTES = 15;
/**
 * How long a chore keeps whoever does it busy, from its due time: most chores with a time are short jobs
 * done then ("bins out at 19:00", "walk the dog at 7:30"), half an hour covers them.
 */
export const CHORE_MINUTES = 30;

interface Member {
  id: string;
  name: string;
  timezone: string;
}

interface DutyItem extends Duty {
  kind: DutyKind;
  item_id: string;
  date: string;
  time: string;
  title: string;
}

/** The adults of a family (owner, admin, adult): the members who take runs and have meetings. */
export const familyAdults = async (db: Executor, familyId: string): Promise<Member[]> =>
  (
    await db
      .selectFrom('users')
      .select(['id', 'name', 'timezone', 'family_role'])
      .where('family_id', '=', familyId)
      .orderBy('created_at')
      .execute()
  )
    .filter((m) => isAdultRole(m.family_role))
    .map(({ family_role: _r, ...m }) => m);

const at = (date: string, time: string, tz: string, minutes: number) => {
  const start = zonedToUtc(date, time, tz);
  return { start, end: new Date(start.getTime() + Math.max(1, minutes) * 60_000) };
};

/** What the family's adults are to do in the window, each at its time in the zone of whoever does it. */
async function duties(db: Executor, familyId: string, members: Map<string, Member>, w: Window) {
  const out: DutyItem[] = [];
  const duty = (d: Omit<DutyItem, 'start' | 'end'>, minutes: number): DutyItem => ({
    ...d,
    ...at(d.date, d.time, members.get(d.member_id)!.timezone, minutes),
  });
  for (const s of await schoolRunOccurrences(db, familyId, w)) {
    if (!s.assignee_id || !members.has(s.assignee_id)) continue;
    const what = `${s.type === 'pickup' ? 'pick-up' : 'drop-off'} of ${s.child_name}`;
    out.push(
      duty(
        {
          kind: 'school-run',
          item_id: s.id,
          member_id: s.assignee_id,
          date: s.date,
          time: s.time,
          title: what,
        },
        SCHOOL_RUN_MINUTES,
      ),
    );
  }
  for (const a of await activityOccurrences(db, familyId, w)) {
    if (!a.assignee_id || !members.has(a.assignee_id)) continue;
    const title = `${a.name} (${a.child_name})`;
    out.push(
      duty(
        {
          kind: 'activity',
          item_id: a.id,
          member_id: a.assignee_id,
          date: a.date,
          time: a.start_time,
          title,
        },
        activityMinutes(a),
      ),
    );
  }
  // A chore's open occurrence goes to its stand-in that day, else whose turn it is; one already done is not owed.
  for (const c of await timedChoreOccurrences(db, familyId, w)) {
    const who = c.assignee.user_id;
    if (c.done || !who || !members.has(who)) continue;
    out.push(
      duty(
        {
          kind: 'chore',
          item_id: c.chore_id,
          member_id: who,
          date: c.date,
          time: c.due_time,
          title: c.chore.name,
        },
        CHORE_MINUTES,
      ),
    );
  }
  const events = await familyEventsBetween(db, familyId, w.from, w.to);
  const overrides = await overridesBySeries(
    db,
    'family_event_id',
    events.filter((e) => e.rrule).map((e) => e.id),
  );
  for (const e of events) {
    if (e.all_day) continue;
    for (const o of seriesOccurrences(e, overrides.get(e.id) ?? [], w.from, w.to, e.timezone)) {
      if (o.time === null) continue;
      for (const member of e.member_ids.filter((id) => members.has(id)))
        out.push({
          kind: 'family-event',
          item_id: e.id,
          member_id: member,
          date: o.date,
          time: o.time,
          title: o.title,
          start: o.start,
          end: new Date(o.start.getTime() + (e.duration_minutes ?? 60) * 60_000),
        });
    }
  }
  return out;
}

/** Every duty of the family in the window whose member has a meeting at that time. */
export async function familyConflicts(db: Executor, familyId: string, w: Window): Promise<Conflict[]> {
  const adults = await familyAdults(db, familyId);
  const members = new Map(adults.map((m) => [m.id, m]));
  const owed = await duties(db, familyId, members, w);
  if (!owed.length) return [];
  // Meetings a day either side: a duty late at night in one zone may meet a meeting dated the next day.
  const wide = { from: addDays(w.from, -1), to: addDays(w.to, 1) };
  const busy: Busy[] = (await meetingOccurrences(db, adults, wide))
    .filter((o) => o.meeting.status !== 'cancelled')
    .map((o) => {
      const tz = members.get(o.meeting.user_id)!.timezone;
      const end = new Date(
        o.start.getTime() + Math.max(1, Math.round((o.meeting.duration ?? 1) * 60)) * 60_000,
      );
      return {
        member_id: o.meeting.user_id,
        meeting_id: o.meeting.id,
        title: o.title,
        start: o.start,
        end,
        time: utcToZoned(o.start, tz).time,
        end_time: utcToZoned(end, tz).time,
      };
    });
  return clashes(owed, busy)
    .map(({ duty, meeting }) => {
      const who = members.get(duty.member_id)!.name;
      return {
        kind: duty.kind,
        item_id: duty.item_id,
        date: duty.date,
        time: duty.time,
        title: duty.title,
        member_id: duty.member_id,
        member_name: who,
        meeting_id: meeting.meeting_id,
        meeting_title: meeting.title,
        meeting_time: meeting.time,
        meeting_end_time: meeting.end_time,
        message: conflictMessage(who, meeting, duty.title, duty.time),
      };
    })
    .sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
}
