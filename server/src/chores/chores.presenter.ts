import {
  addDays,
  agendaOf,
  assigneeOf,
  clockIn,
  describeRrule,
  nextOccurrenceDate,
  OVERDUE_DAYS,
  todayIn,
  type Chore,
  type ChoreCompletion,
  type ChoreReward,
  type DocChore,
  type DocCompletion,
  type RewardClaim,
  type TurnRotation,
} from '@hearth/shared';
import type { ChoreRow, CompletionRow } from './chores.repository.js';

/** How far back completions are read to present chores (missed occurrences, this week's points). */
export const LOOKBACK_DAYS = OVERDUE_DAYS + 7;

const docChore = (r: ChoreRow): DocChore => ({
  name: r.name,
  members: r.members,
  turn: r.turn,
  mode: r.mode,
  rrule: r.rrule,
  start_date: r.start_date,
  due_time: r.due_time,
  points: r.points,
  created_at: r.created_at,
  stand_ins: r.stand_ins,
});
const docCompletion = (c: CompletionRow): DocCompletion => ({
  chore_id: c.chore_id,
  user_id: c.user_id,
  name: c.name,
  by: c.by_user_id,
  date: c.date,
  at: c.at,
  points: c.points,
  prev_turn: 0,
});

/** Rows of the projected tables as the document's state (what agendaOf and choreOccurrences read). */
export const choresState = (rows: ChoreRow[], completions: CompletionRow[]) => ({
  chores: Object.fromEntries(rows.map((r) => [r.id, docChore(r)])),
  completions: Object.fromEntries(completions.map((c) => [c.id, docCompletion(c)])),
});

/** Chores as the reader sees them: what is next due and whether it is overdue, in their time zone. */
export function presentChores(
  rows: ChoreRow[],
  completions: CompletionRow[],
  timeZone: string,
  now: Date,
): Chore[] {
  const today = todayIn(timeZone, now);
  const state = choresState(rows, completions);
  const agenda = agendaOf(state, today, clockIn(timeZone, now));
  const open = [...agenda.overdue, ...agenda.today, ...agenda.upcoming].filter((d) => !d.done);
  return rows.map((r) => {
    const chore = state.chores[r.id]!;
    const due = open.find((d) => d.chore_id === r.id);
    const later = chore.rrule
      ? nextOccurrenceDate(chore.rrule, { date: chore.start_date, time: chore.due_time }, addDays(today, 7))
      : null;
    return {
      id: r.id,
      name: r.name,
      members: r.members,
      mode: chore.mode,
      rrule: r.rrule,
      schedule: r.rrule ? describeRrule(r.rrule, r.start_date) : 'No schedule',
      start_date: r.start_date,
      due_time: r.due_time,
      points: r.points,
      assignee: due?.assignee ?? assigneeOf(chore),
      next_due: due?.date ?? later,
      overdue: due?.overdue ?? false,
      created_at: r.created_at,
    };
  });
}

export const presentCompletion = (id: string, c: DocCompletion): ChoreCompletion => ({
  id,
  chore_id: c.chore_id,
  user_id: c.user_id,
  name: c.name,
  by: c.by,
  date: c.date,
  at: c.at,
  points: c.points,
});

/** A chore without a schedule, as the Turn Rotations of the spec know it. */
export function presentRotation(r: ChoreRow): TurnRotation {
  const participants = r.members.map((m) => m.name);
  return {
    id: r.id,
    task_name: r.name,
    participants,
    current_turn_index: r.turn,
    current_turn: participants[r.turn] ?? '',
    created_at: r.created_at,
  };
}

export const presentReward = (r: { id: string; name: string; points: number; created_at: string }) =>
  ({ id: r.id, name: r.name, points: r.points, created_at: r.created_at }) satisfies ChoreReward;

export const presentClaim = (c: RewardClaim): RewardClaim => ({
  id: c.id,
  reward_id: c.reward_id,
  user_id: c.user_id,
  name: c.name,
  points: c.points,
  at: c.at,
  status: c.status,
  decided_by: c.decided_by,
  decided_at: c.decided_at,
});

export const lookbackFrom = (timeZone: string, now: Date) => addDays(todayIn(timeZone, now), -LOOKBACK_DAYS);
