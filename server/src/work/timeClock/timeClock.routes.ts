import { timeClockApi, todayIn } from '@hearth/shared';
import { conflict, found } from '../../http/errors.js';
import { route } from '../../http/route.js';
import type { Changes } from '../../http/route.js';
import { insertTimeEntry } from '../timeEntries/timeEntries.repository.js';
import { presentTimeEntry } from '../timeEntries/timeEntries.presenter.js';
import {
  deleteSession,
  findActiveSession,
  insertSession,
  lockSession,
  updatePause,
} from './timeClock.repository.js';
import { elapsedSeconds, presentSession } from './timeClock.presenter.js';

// Every tab and device of the user follows the clock live.
const announce = (changes: Changes, userId: string, id: string, action: 'created' | 'updated' | 'deleted') =>
  changes.emit({ user: userId }, { resource: 'time-clock', action, id });

export const timeClockRoutes = [
  route(timeClockApi.active, async ({ db, user, deps }) => {
    const row = await findActiveSession(db, user.id);
    return row ? presentSession(row, deps.clock()) : null;
  }),

  route(
    timeClockApi.start,
    async ({ db, user, body, deps, changes }) => {
      const row = await insertSession(db, { ...body, user_id: user.id, start_time: deps.clock() });
      if (!row) throw conflict('A timer is already running');
      announce(changes, user.id, row.id, 'created');
      return presentSession(row, deps.clock());
    },
    { writes: 'one-statement' },
  ),

  route(timeClockApi.pause, async ({ db, user, params, deps, changes }) => {
    const row = found(await lockSession(db, user.id, params.id), 'Timer');
    if (row.paused_at) return presentSession(row, deps.clock());
    const next = await updatePause(db, row.id, {
      paused_at: deps.clock(),
      paused_seconds: row.paused_seconds,
    });
    announce(changes, user.id, row.id, 'updated');
    return presentSession(next, deps.clock());
  }),

  route(timeClockApi.resume, async ({ db, user, params, deps, changes }) => {
    const row = found(await lockSession(db, user.id, params.id), 'Timer');
    if (!row.paused_at) return presentSession(row, deps.clock());
    const pausedFor = Math.max(0, Math.floor((deps.clock().getTime() - row.paused_at.getTime()) / 1000));
    const next = await updatePause(db, row.id, {
      paused_at: null,
      paused_seconds: row.paused_seconds + pausedFor,
    });
    announce(changes, user.id, row.id, 'updated');
    return presentSession(next, deps.clock());
  }),

  // Stop & Save: the elapsed hours (2 decimals, at least 0.01) become a time entry; the session ends.
  route(timeClockApi.stop, async ({ db, user, params, deps, changes }) => {
    const now = deps.clock();
    const row = found(await lockSession(db, user.id, params.id), 'Timer');
    const hours = Math.max(0.01, Math.round((elapsedSeconds(row, now) / 3600) * 100) / 100);
    const entry = await insertTimeEntry(db, {
      user_id: user.id,
      description: row.description,
      category: row.category,
      hours,
      date: todayIn(user.timezone, now),
      value_per_hour: null,
      task_id: null,
    });
    await deleteSession(db, row.id);
    announce(changes, user.id, row.id, 'deleted');
    changes.emit({ user: user.id }, { resource: 'time-entries', action: 'created', id: entry.id });
    return { time_entry: presentTimeEntry(entry) };
  }),
];
