import { assigneeOn, type ChoreMember, type DocChore, type DocCompletion } from '../../collab/choresDoc.js';
import { addDays } from '../dates.js';
import { occurrenceDates } from '../recurrence/expand.js';

/** How far back a missed occurrence still shows as overdue. */
export const OVERDUE_DAYS = 31;

/** The local dates a chore falls due between `from` and `to` (inclusive); none without a schedule. */
export function choreDates(chore: DocChore, from: string, to: string): string[] {
  if (!chore.rrule || to < chore.start_date) return [];
  return occurrenceDates(chore.rrule, { date: chore.start_date, time: chore.due_time }, from, to);
}

export interface ChoreDue {
  chore_id: string;
  chore: DocChore;
  /** The occurrence's local date (today, for a chore without a schedule). */
  date: string;
  /** Who it goes to: the one credited when done, else its stand-in that day, else whose turn it is. */
  assignee: ChoreMember;
  done: (DocCompletion & { id: string }) | undefined;
  overdue: boolean;
}

export interface Agenda {
  overdue: ChoreDue[];
  today: ChoreDue[];
  upcoming: ChoreDue[];
  /** Chores without a schedule (turn rotations): whose turn it is. */
  anytime: ChoreDue[];
}

type ChoresState = { chores: Record<string, DocChore>; completions: Record<string, DocCompletion> };
type DoneOn = Map<string, DocCompletion & { id: string }>;

/** Completions by `${chore_id}:${date}`. */
function completionsByOccurrence(completions: ChoresState['completions']): DoneOn {
  const doneOn: DoneOn = new Map();
  for (const [id, c] of Object.entries(completions)) doneOn.set(`${c.chore_id}:${c.date}`, { ...c, id });
  return doneOn;
}

/** One occurrence and who does it: the one credited when done, else its stand-in, else whose turn it is. */
function occurrence(doneOn: DoneOn, chore_id: string, chore: DocChore, date: string, overdue: boolean) {
  const done = doneOn.get(`${chore_id}:${date}`);
  const assignee = done ? { user_id: done.user_id, name: done.name } : assigneeOn(chore, date);
  return { chore_id, chore, date, assignee, done, overdue: !done && overdue } satisfies ChoreDue;
}

const byDate = (a: ChoreDue, b: ChoreDue) =>
  a.date.localeCompare(b.date) ||
  (a.chore.due_time ?? '99').localeCompare(b.chore.due_time ?? '99') ||
  a.chore.name.localeCompare(b.chore.name);

/**
 * Every occurrence of the scheduled chores between `from` and `to` (local dates, inclusive) with who does
 * it, in date order (the calendar's and the conflict check's view; `overdue` needs a clock and stays false).
 */
export function choreOccurrences(state: ChoresState, from: string, to: string): ChoreDue[] {
  const doneOn = completionsByOccurrence(state.completions);
  return Object.entries(state.chores)
    .flatMap(([id, chore]) => choreDates(chore, from, to).map((d) => occurrence(doneOn, id, chore, d, false)))
    .sort(byDate);
}

/**
 * What is due around `today` at local time `clock`: each chore's last missed occurrence (overdue), today's
 * occurrences (overdue once their due time has passed), the next `days` days, and the chores without a
 * schedule. An occurrence is done when a completion names its date.
 */
export function agendaOf(state: ChoresState, today: string, clock: string, days = 7): Agenda {
  const doneOn = completionsByOccurrence(state.completions);
  const out: Agenda = { overdue: [], today: [], upcoming: [], anytime: [] };
  for (const [chore_id, chore] of Object.entries(state.chores)) {
    const item = (date: string, overdue: boolean) => occurrence(doneOn, chore_id, chore, date, overdue);
    if (!chore.rrule) {
      out.anytime.push(item(today, false));
      continue;
    }
    const missed = choreDates(chore, addDays(today, -OVERDUE_DAYS), addDays(today, -1)).at(-1);
    if (missed && !doneOn.has(`${chore_id}:${missed}`)) out.overdue.push(item(missed, true));
    for (const date of choreDates(chore, today, addDays(today, days))) {
      if (date === today) out.today.push(item(date, !!chore.due_time && chore.due_time < clock));
      else out.upcoming.push(item(date, false));
    }
  }
  for (const list of Object.values(out)) list.sort(byDate);
  return out;
}

/** The occurrence a "done" without a date marks: today's, else the missed one, else (no schedule) today. */
export function occurrenceToMark(agenda: Agenda, choreId: string): ChoreDue | undefined {
  const mine = (l: ChoreDue[]) => l.filter((d) => d.chore_id === choreId && !d.done);
  return [...mine(agenda.today), ...mine(agenda.overdue), ...mine(agenda.anytime)][0];
}
