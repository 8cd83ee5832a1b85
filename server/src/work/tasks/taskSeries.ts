import { addDays, nextOccurrenceDate, type OccurrenceEdit, type TaskEditBody } from '@hearth/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/schema.js';
import { found, notFound } from '../../http/errors.js';
import { deleteTask, findTaskSeries, insertTask, updateTask } from './tasks.repository.js';

/**
 * A repeating task is one open row carrying the rule (due on the current occurrence) and the done rows
 * before it. Its occurrence to edit or delete on its own is the open one: later dates become tasks as
 * the one before is completed.
 */
type SeriesTask = NonNullable<Awaited<ReturnType<typeof findTaskSeries>>>;

const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

async function openOccurrence(db: Executor, userId: string, id: string, date: string) {
  const t = found(await findTaskSeries(db, userId, id), 'Task');
  if (!t.rrule || t.due_date !== date || t.status === 'completed') throw notFound('Occurrence');
  return t as SeriesTask & { rrule: string; due_date: string };
}

/** The series moves on to its next date; a series with none left ends (its row goes). */
async function skip(db: Executor, userId: string, t: SeriesTask & { rrule: string; due_date: string }) {
  const start = t.series_start ?? t.due_date;
  const next = nextOccurrenceDate(t.rrule, { date: start, time: null }, t.due_date);
  if (next) await updateTask(db, userId, t.id, { due_date: next, status: 'pending', series_start: start });
  else await deleteTask(db, userId, t.id);
}

/** Changes a task; a repeating one keeps counting from its first date, moved as far as its due date moved. */
export async function updateTaskSeries(
  db: Executor,
  userId: string,
  id: string,
  body: z.output<typeof TaskEditBody>,
) {
  const t = found(await findTaskSeries(db, userId, id), 'Task');
  const due = body.due_date ?? null;
  const sameRule = body.rrule && body.rrule === t.rrule && t.series_start && t.due_date && due;
  const seriesStart = !body.rrule
    ? null
    : sameRule
      ? addDays(t.series_start!, daysBetween(t.due_date!, due!))
      : due;
  return updateTask(db, userId, id, {
    ...body,
    description: body.description ?? '',
    due_date: due,
    time_estimate: body.time_estimate ?? null,
    series_start: seriesStart,
  });
}

/**
 * 'this': the open occurrence becomes a task of its own (with the change) and the series moves on to its
 * next date; 'following': the series itself changes. Answers the task that holds the occurrence now.
 */
export async function editTaskOccurrence(
  db: Executor,
  userId: string,
  id: string,
  date: string,
  edit: OccurrenceEdit,
) {
  const t = await openOccurrence(db, userId, id, date);
  if (edit.scope === 'following')
    return updateTaskSeries(db, userId, id, {
      title: edit.title,
      description: t.description,
      type: t.type,
      priority: t.priority,
      due_date: edit.date,
      time_estimate: t.time_estimate,
      is_downtime: t.is_downtime,
      rrule: t.rrule,
    });
  const own = await insertTask(db, {
    user_id: userId,
    title: edit.title,
    description: t.description,
    type: t.type,
    status: t.status,
    priority: t.priority,
    due_date: edit.date,
    time_estimate: t.time_estimate,
    is_downtime: t.is_downtime,
    rrule: null,
    series_start: null,
  });
  await skip(db, userId, t);
  return own;
}

/** Deletes the open occurrence: the series moves on to its next date (EXDATE). */
export async function cancelTaskOccurrence(db: Executor, userId: string, id: string, date: string) {
  await skip(db, userId, await openOccurrence(db, userId, id, date));
}
