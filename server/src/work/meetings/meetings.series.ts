import type { SessionUser } from '../../auth/session.js';
import type { SeriesStore } from '../calendar/occurrences.service.js';
import { findMeeting, insertMeeting, updateMeeting, type MeetingRow } from './meetings.repository.js';

/** The signed-in user's meetings as repeating series (see occurrences.service.ts). */
export const meetingSeries = (user: SessionUser): SeriesStore<MeetingRow> => ({
  key: 'meeting_id',
  what: 'Meeting',
  find: (db, id) => findMeeting(db, user.id, id),
  setRule: (db, id, rrule) => updateMeeting(db, user.id, id, { rrule }),
  update: async (db, row, patch) =>
    (await updateMeeting(db, user.id, row.id, { ...patch, time: patch.time ?? row.time }))!,
  insertCopy: (db, row, patch) => {
    const { id: _id, created_at: _c, ...rest } = row;
    return insertMeeting(db, { ...rest, ...patch, time: patch.time ?? row.time, user_id: user.id });
  },
});
