import { nextOccurrenceDate } from '@hearth/shared';
import type { Executor } from '../../db/schema.js';
import { clearTaskRule, findTaskSeries, insertTask } from './tasks.repository.js';

/**
 * Completing a repeating task makes the next one, due on the rule's next date after this one's
 * (counted from the series' first due date, so COUNT and INTERVAL hold); the rule moves to it.
 * Answers the new task, or undefined when the task does not repeat or its series has ended.
 */
export async function makeNextOccurrence(db: Executor, userId: string, id: string) {
  const t = await findTaskSeries(db, userId, id);
  if (!t?.rrule || !t.due_date) return undefined;
  const next = nextOccurrenceDate(t.rrule, { date: t.series_start ?? t.due_date, time: null }, t.due_date);
  await clearTaskRule(db, t.id);
  if (!next) return undefined;
  return insertTask(db, {
    user_id: userId,
    title: t.title,
    description: t.description,
    type: t.type,
    priority: t.priority,
    due_date: next,
    time_estimate: t.time_estimate,
    is_downtime: t.is_downtime,
    rrule: t.rrule,
    series_start: t.series_start ?? t.due_date,
  });
}
