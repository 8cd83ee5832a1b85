import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../../http/endpoint.js';
import { IsoDate, OptionalText, RequiredText } from '../../http/primitives.js';
import { RruleText } from '../../domain/recurrence/rule.js';
import { occurrenceEndpoints } from './occurrences.js';

export const TaskType = z.enum(['work', 'personal']);
export const TaskStatus = z.enum(['pending', 'in_progress', 'completed']);
export const Priority = z.enum(['low', 'medium', 'high']);

export const Task = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  type: TaskType,
  status: TaskStatus,
  priority: Priority,
  due_date: IsoDate.nullable(),
  time_estimate: z.number().nullable(),
  is_downtime: z.boolean(),
  /** RRULE value: completing the task makes the next one, due on the rule's next date. */
  rrule: z.string().nullable(),
  created_at: z.string(),
});
export type Task = z.infer<typeof Task>;

/** Hours: non-negative, at most a year of hours, in steps the forms offer. */
export const Hours = z.number().finite().min(0, 'Hours cannot be negative').max(10_000);

const TaskFields = z.object({
  title: RequiredText('Title'),
  description: OptionalText(),
  type: TaskType.default('work'),
  status: TaskStatus.default('pending'),
  priority: Priority.default('medium'),
  due_date: IsoDate.nullish(),
  time_estimate: Hours.nullish(),
  is_downtime: z.boolean().default(false),
  rrule: RruleText,
});
const repeatsWithDueDate = (t: { rrule?: string | null; due_date?: string | null }) =>
  !t.rrule || !!t.due_date;
const NEEDS_DUE = { message: 'A repeating task needs a due date', path: ['due_date'] };

export const TaskBody = TaskFields.refine(repeatsWithDueDate, NEEDS_DUE);
export type TaskBody = z.input<typeof TaskBody>;

/**
 * A task changed, and for a repeating one this and every later one (the ones done before are history);
 * the status moves with PUT /api/tasks/:id/status.
 */
export const TaskEditBody = TaskFields.omit({ status: true }).refine(repeatsWithDueDate, NEEDS_DUE);
export type TaskEditBody = z.input<typeof TaskEditBody>;

export const tasksApi = {
  list: endpoint({
    method: 'get',
    path: '/api/tasks',
    summary: 'My tasks',
    answer: z.array(Task),
    tag: 'work',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/tasks',
    summary: 'Add a task',
    body: TaskBody,
    answer: Task,
    status: 201,
    tag: 'work',
  }),
  update: endpoint({
    method: 'put',
    path: '/api/tasks/:id',
    summary: 'Change a task (a repeating one: it and the later ones)',
    params: IdParams,
    body: TaskEditBody,
    answer: Task,
    tag: 'work',
  }),
  /** A repeating task's open occurrence: 'this' splits it off the series, which moves on to its next date. */
  ...occurrenceEndpoints('/api/tasks', 'task', Task, 'work'),
  setStatus: endpoint({
    method: 'put',
    path: '/api/tasks/:id/status',
    summary: 'Move a task to pending, in progress or completed',
    params: IdParams,
    body: z.object({ status: TaskStatus }),
    answer: Task,
    tag: 'work',
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/tasks/:id',
    summary: 'Delete a task',
    params: IdParams,
    answer: NoContent,
    status: 204,
    tag: 'work',
  }),
};
