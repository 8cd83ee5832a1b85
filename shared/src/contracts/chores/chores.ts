import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../../http/endpoint.js';
import { ClockTime, IsoDate, RequiredText, Timestamp } from '../../http/primitives.js';
import { RruleText } from '../../domain/recurrence/rule.js';
import { ChoreMember, ChoreMode } from '../../collab/choresDoc.js';

export const Chore = z.object({
  id: z.string(),
  name: z.string(),
  /** Who it may go to, in turn order. */
  members: z.array(ChoreMember),
  mode: ChoreMode,
  /** The schedule (RRULE); null: no schedule (a turn rotation). */
  rrule: z.string().nullable(),
  /** The schedule in words ("Every 2 weeks on Saturday"; 'No schedule'). */
  schedule: z.string(),
  start_date: IsoDate,
  due_time: ClockTime.nullable(),
  points: z.number().int(),
  /** Who does the next occurrence: its stand-in that day (a hand-off), else whose turn it is now. */
  assignee: ChoreMember,
  /** The next occurrence not yet done (today's or a missed one first), in the reader's time zone. */
  next_due: IsoDate.nullable(),
  overdue: z.boolean(),
  created_at: Timestamp,
});
export type Chore = z.infer<typeof Chore>;

export const ChoreCompletion = z.object({
  id: z.string(),
  chore_id: z.string(),
  user_id: z.string().nullable(),
  name: z.string(),
  by: z.string(),
  date: IsoDate,
  at: Timestamp,
  points: z.number().int(),
});
export type ChoreCompletion = z.infer<typeof ChoreCompletion>;

const Members = z.array(z.uuid()).min(1, 'Choose at least one member').max(50);
const Points = z.number().int().min(0).max(1000);

export const CreateChoreBody = z.object({
  name: RequiredText('Name'),
  /** Family members (user ids) in turn order. */
  members: Members,
  rrule: RruleText,
  /** The schedule's first day; today when absent. */
  start_date: IsoDate.optional(),
  due_time: ClockTime.nullish().transform((v) => v ?? null),
  points: Points.default(1),
  mode: ChoreMode.default('round_robin'),
});
export type CreateChoreBody = z.input<typeof CreateChoreBody>;

export const UpdateChoreBody = z
  .object({
    name: RequiredText('Name'),
    members: Members,
    rrule: RruleText,
    start_date: IsoDate,
    due_time: ClockTime.nullable(),
    points: Points,
    mode: ChoreMode,
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change');
export type UpdateChoreBody = z.input<typeof UpdateChoreBody>;

export const DoneBody = z.object({ date: IsoDate.optional() }).default({});
export const DoneAnswer = z.object({ completion: ChoreCompletion, chore: Chore });

export const choresApi = {
  list: endpoint({
    method: 'get',
    path: '/api/chores',
    summary: "The family's chores (a child: the chores that may go to them)",
    answer: z.array(Chore),
    tag: 'chores',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/chores',
    summary: 'Create a chore (adults)',
    body: CreateChoreBody,
    answer: Chore,
    status: 201,
    tag: 'chores',
  }),
  get: endpoint({
    method: 'get',
    path: '/api/chores/:id',
    summary: 'One chore',
    params: IdParams,
    answer: Chore,
    tag: 'chores',
  }),
  update: endpoint({
    method: 'put',
    path: '/api/chores/:id',
    summary: 'Change a chore (adults)',
    params: IdParams,
    body: UpdateChoreBody,
    answer: Chore,
    tag: 'chores',
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/chores/:id',
    summary: 'Delete a chore (adults); its completions stay in the points',
    params: IdParams,
    answer: NoContent,
    status: 204,
    tag: 'chores',
  }),
  done: endpoint({
    method: 'post',
    path: '/api/chores/:id/done',
    summary: 'Mark a chore done (its missed or today’s occurrence, or `date`), credited to whose turn it is',
    params: IdParams,
    body: DoneBody,
    answer: DoneAnswer,
    status: 201,
    tag: 'chores',
  }),
  undo: endpoint({
    method: 'post',
    path: '/api/chores/:id/undo',
    summary: 'Take back my latest tick of this chore, within a minute',
    params: IdParams,
    answer: Chore,
    tag: 'chores',
  }),
};
