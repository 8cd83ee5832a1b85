/** A meeting of a family member, as an interval. */
export interface Busy {
  member_id: string;
  meeting_id: string;
  title: string;
  start: Date;
  end: Date;
  /** Local 'HH:MM' of start and end in the member's zone. */
  time: string;
  end_time: string;
}

/** Something a member is to do at a time. */
export interface Duty {
  member_id: string;
  start: Date;
  end: Date;
}

/** Pairs of a duty and a meeting of the same member that overlap in time. */
export function clashes<D extends Duty>(duties: D[], busy: Busy[]): { duty: D; meeting: Busy }[] {
  const byMember = new Map<string, Busy[]>();
  for (const b of busy) byMember.set(b.member_id, [...(byMember.get(b.member_id) ?? []), b]);
  const out: { duty: D; meeting: Busy }[] = [];
  for (const duty of duties) {
    const meeting = (byMember.get(duty.member_id) ?? []).find(
      (b) => b.start < duty.end && duty.start < b.end,
    );
    if (meeting) out.push({ duty, meeting });
  }
  return out;
}

/** "Jordan has Client call 15:00-16:00 - pick-up of Mia at 15:30". */
export const conflictMessage = (who: string, meeting: Busy, what: string, time: string) =>
  `${who} has ${meeting.title} ${meeting.time}–${meeting.end_time} — ${what} at ${time}`;
