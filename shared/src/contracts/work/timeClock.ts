import { z } from 'zod';
import { endpoint, IdParams } from '../../http/endpoint.js';
import { RequiredText } from '../../http/primitives.js';
import { TimeEntry } from './timeEntries.js';

export const ClockCategory = z.enum(['work', 'personal', 'downtime']);

export const ClockSession = z.object({
  id: z.uuid(),
  description: z.string(),
  category: ClockCategory,
  start_time: z.string(),
  /** Set while paused: the clock is frozen at this instant. */
  paused_at: z.string().nullable(),
  /** Seconds spent paused before the current pause. */
  paused_seconds: z.number().int(),
  /** Running seconds at the server's now, pauses excluded. */
  elapsed_seconds: z.number().int(),
});
export type ClockSession = z.infer<typeof ClockSession>;

export const ClockStartBody = z.object({
  description: RequiredText('Description'),
  category: ClockCategory.default('work'),
});
export type ClockStartBody = z.input<typeof ClockStartBody>;

export const ClockStopAnswer = z.object({ time_entry: TimeEntry });

export const timeClockApi = {
  active: endpoint({
    method: 'get',
    path: '/api/time-clock/active',
    summary: 'The running timer, or null',
    answer: ClockSession.nullable(),
    tag: 'work',
  }),
  start: endpoint({
    method: 'post',
    path: '/api/time-clock/start',
    summary: 'Start the timer',
    body: ClockStartBody,
    answer: ClockSession,
    status: 201,
    tag: 'work',
  }),
  pause: endpoint({
    method: 'put',
    path: '/api/time-clock/:id/pause',
    summary: 'Pause the timer',
    params: IdParams,
    answer: ClockSession,
    tag: 'work',
  }),
  resume: endpoint({
    method: 'put',
    path: '/api/time-clock/:id/resume',
    summary: 'Resume the timer',
    params: IdParams,
    answer: ClockSession,
    tag: 'work',
  }),
  stop: endpoint({
    method: 'put',
    path: '/api/time-clock/:id/stop',
    summary: 'Stop the timer and save its elapsed hours as a time entry',
    params: IdParams,
    answer: ClockStopAnswer,
    tag: 'work',
  }),
};
