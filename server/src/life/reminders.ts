import {
  addDays,
  choreDates,
  clockIn,
  isAdultRole,
  todayIn,
  weekdayIn,
  type FamilyRole,
  type Reminder,
} from '@hearth/shared';
import type { AppDeps } from '../http/deps.js';
import type { Io } from '../realtime/publisher.js';
import type { RealtimeHub } from '../realtime/hub.js';
import type { SessionUser } from '../auth/session.js';
import { deliverOffPage, isQuietFor } from '../notify/deliver.js';
import { loadPreferences } from './notifications.service.js';
import { parseActivitySchedule } from './activitySchedule.js';
import {
  chargesBilledBetween,
  claimReminder,
  usersWithOffPageChannels,
  familyActivities,
  familyMemberNames,
  familyChores,
  choresDoneSince,
  familySchedulesOn,
  meetingsOn,
  tasksDueOn,
  usersByIds,
} from './reminders.repository.js';

/** School runs are announced this many minutes ahead (meetings: each member's own lead time). */
export const LEAD_MINUTES = 15;

/** Bills from recurring charges are announced this many days before the billing date (from BILL_FROM local). */
export const BILL_DAYS_AHEAD = 3;
const BILL_FROM = '09:00';

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** Starts within the lead time from now (and not already past). */
const isSoon = (at: string, now: string, lead = LEAD_MINUTES) =>
  minutes(at) >= minutes(now) && minutes(at) - minutes(now) <= lead;
const label = (hhmm: string) => {
  const h = Number(hhmm.slice(0, 2));
  return `${h % 12 || 12}:${hhmm.slice(3, 5)} ${h < 12 ? 'AM' : 'PM'}`;
};

const norm = (s: string) => s.trim().toLowerCase();
/** Whether a school run's free-text `assigned_to` names this member (full name or first name). */
const names = (assignedTo: string, memberName: string) =>
  [norm(memberName), norm(memberName).split(/\s+/)[0]].includes(norm(assignedTo));

/** What is due for one user at `now` (in their time zone), before de-duplication. */
export async function dueReminders(
  deps: AppDeps,
  user: { id: string; family_id: string; timezone: string; name: string; family_role?: FamilyRole },
  now: Date,
  meetingLead = LEAD_MINUTES,
): Promise<Reminder[]> {
  const { db } = deps;
  const date = todayIn(user.timezone, now);
  const clock = clockIn(user.timezone, now);
  const weekday = weekdayIn(user.timezone, now);
  const at = now.toISOString();
  const out: Reminder[] = [];

  for (const t of await tasksDueOn(db, user.id, date))
    out.push({ key: `task:${t.id}:${date}`, category: 'task', title: 'Task due today', body: t.title, at });

  for (const m of await meetingsOn(db, user.id, date))
    if (isSoon(m.time, clock, meetingLead))
      out.push({
        key: `meeting:${m.id}:${date}`,
        category: 'meeting',
        title: `Meeting at ${label(m.time)}`,
        body: m.location ? `${m.title} · ${m.location}` : m.title,
        at,
      });

  // A school run goes to its assignee when one is set; else to the adult its free-text `assigned_to`
  // names when that is a family member; else to everyone.
  const schedules = (await familySchedulesOn(db, user.family_id, weekday)).filter((s) =>
    isSoon(s.time, clock),
  );
  const members = schedules.some((s) => !s.assignee_id && s.assigned_to)
    ? await familyMemberNames(db, user.family_id)
    : [];
  for (const s of schedules) {
    if (s.assignee_id && s.assignee_id !== user.id) continue;
    const assigned = s.assigned_to ? members.some((m) => names(s.assigned_to, m)) : false;
    if (!s.assignee_id && assigned && !names(s.assigned_to, user.name)) continue;
    const what = s.type === 'pickup' ? 'Pickup' : 'Drop-off';
    const driver = s.assignee_id ? s.assignee_name : s.assigned_to;
    const who = driver ? ` (${driver})` : '';
    out.push({
      key: `school:${s.id}:${date}`,
      category: 'school',
      title: `${what} for ${s.child_name} at ${label(s.time)}`,
      body: `${s.location || 'School'}${who}`,
      at,
    });
  }

  for (const a of await familyActivities(db, user.family_id)) {
    const when = parseActivitySchedule(a.schedule);
    if (when && when.days.includes(weekday) && isSoon(when.time, clock))
      out.push({
        key: `activity:${a.id}:${date}`,
        category: 'activity',
        title: `${a.child_name}: ${a.name} at ${label(when.time)}`,
        body: a.location || a.schedule,
        at,
      });
  }

  // A bill once per billing period (the key names the billing date), from BILL_DAYS_AHEAD days before it; a
  // later day in the window still sends it if the server was down on the first.
  if (clock >= BILL_FROM)
    for (const c of await chargesBilledBetween(db, user.id, date, addDays(date, BILL_DAYS_AHEAD))) {
      const days = Math.round((Date.parse(c.billing_date) - Date.parse(date)) / 86_400_000);
      const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
      out.push({
        key: `payment:${c.id}:${c.billing_date}`,
        category: 'payment',
        title: `Bill due ${when}: ${c.name}`,
        body: `${Number(c.amount).toFixed(2)} on ${c.billing_date}`,
        at,
      });
    }

  out.push(...(await choreReminders(deps, user, date, clock, at)));
  return out;
}

/**
 * Chores: a turn rotation (no schedule) is announced to the family whenever its turn moves on; a scheduled chore
 * to its assignee when it falls due today (LEAD_MINUTES before its due time, or in the morning without one),
 * and once its due time has passed undone, as overdue, to the assignee and the family's adults. Each key names
 * the occurrence, so each goes out once.
 */
async function choreReminders(
  deps: AppDeps,
  user: { id: string; family_id: string; family_role?: FamilyRole },
  date: string,
  clock: string,
  at: string,
): Promise<Reminder[]> {
  const out: Reminder[] = [];
  const chores = await familyChores(deps.db, user.family_id);
  const done = chores.some((c) => c.rrule) ? await choresDoneSince(deps.db, user.family_id, date) : [];
  for (const c of chores) {
    const who = c.members[c.turn] ?? c.members[0]!;
    if (!c.rrule) {
      out.push({
        key: `rotation:${c.id}:${c.turn}`,
        category: 'turn_rotation',
        title: `Turn rotation: ${c.name}`,
        body: `It's ${who.name}'s turn.`,
        at,
      });
      continue;
    }
    if (!choreDates({ ...c, mode: c.mode }, date, date).length) continue;
    if (done.some((d) => d.chore_id === c.id && d.date === date)) continue;
    // Handed to someone else that day (a conflict's hand-off): theirs to do.
    const doer = c.stand_ins[date] ?? who;
    const mine = doer.user_id === user.id;
    const due = c.due_time ? `due ${label(c.due_time)}` : 'due today';
    if (c.due_time && c.due_time < clock) {
      if (mine || (user.family_role && isAdultRole(user.family_role)))
        out.push({
          key: `chore:${c.id}:${date}:overdue`,
          category: 'turn_rotation',
          title: `Overdue chore: ${c.name}`,
          body: mine ? `Your chore was ${due}.` : `${doer.name} has not done it yet (${due}).`,
          at,
        });
    } else if (mine && (c.due_time ? isSoon(c.due_time, clock) : clock >= CHORES_FROM))
      out.push({
        key: `chore:${c.id}:${date}:due`,
        category: 'turn_rotation',
        title: `Chore ${due}: ${c.name}`,
        body: c.points ? `It's your turn (${c.points} points).` : "It's your turn.",
        at,
      });
  }
  return out;
}

/** A chore without a due time is announced from this local time on its day. */
export const CHORES_FROM = '08:00';

/**
 * One pass over every member with Hearth open on this process or a channel that reaches them when it is closed
 * (push, ntfy, email). Each due reminder is claimed once in the database, so it goes out once even with several
 * processes and across restarts; an open tab gets it as a 'reminder' event on `user:{id}`, otherwise it goes to
 * the member's chosen channels. Uses `deps.clock`, so a test controls the time.
 */
export async function runReminders(deps: AppDeps, io: Io | undefined): Promise<number> {
  const now = deps.clock();
  // No socket.io yet: no tab has connected to this process.
  const connected = new Set(
    [...(io?.of('/').sockets.values() ?? [])]
      .map((s) => (s.data.user as SessionUser | undefined)?.id)
      .filter((id): id is string => !!id),
  );
  const reachable = new Set([...connected, ...(await usersWithOffPageChannels(deps.db))]);
  let sent = 0;
  for (const user of await usersByIds(deps.db, [...reachable])) {
    const prefs = await loadPreferences(deps.db, user.id);
    // Nothing is claimed during a closed Hearth's quiet time: what is still due afterwards goes out then.
    const waitForMorning = !connected.has(user.id) && isQuietFor(prefs, user.timezone, now);
    for (const r of waitForMorning ? [] : await dueReminders(deps, user, now, prefs.meeting_lead_minutes)) {
      if (!(await claimReminder(deps.db, user.id, r.key))) continue;
      if (io && connected.has(user.id)) io.to(`user:${user.id}`).emit('reminder', r);
      else await deliverOffPage(deps, user, r, prefs);
      sent++;
    }
    if (prefs.email_digest && user.email)
      try {
        if (await sendDigest(deps, { ...user, email: user.email }, now)) sent++;
      } catch (err) {
        deps.log.warn({ err, user: user.id }, 'daily digest failed');
      }
  }
  return sent;
}

/** The daily digest goes out from this local time, once per local day (claimed as `digest:YYYY-MM-DD`). */
export const DIGEST_FROM = '07:00';

/** Today's tasks due and meetings by email, for a member who asked for the digest. */
async function sendDigest(deps: AppDeps, user: { id: string; email: string; timezone: string }, now: Date) {
  const date = todayIn(user.timezone, now);
  if (clockIn(user.timezone, now) < DIGEST_FROM) return false;
  if (!(await claimReminder(deps.db, user.id, `digest:${date}`))) return false;
  const tasks = await tasksDueOn(deps.db, user.id, date);
  const meetings = (await meetingsOn(deps.db, user.id, date)).sort((a, b) => a.time.localeCompare(b.time));
  const lines = [
    `Your day in Hearth, ${date}`,
    '',
    'Tasks due today:',
    ...(tasks.length ? tasks.map((t) => `- ${t.title}`) : ['- none']),
    '',
    'Meetings today:',
    ...(meetings.length
      ? meetings.map((m) => `- ${label(m.time)} ${m.title}${m.location ? ` (${m.location})` : ''}`)
      : ['- none']),
  ];
  await deps.mailer.send(deps.db, {
    to: user.email,
    subject: `Hearth: your day, ${date}`,
    text: lines.join('\n'),
  });
  return true;
}

/** Runs `runReminders` every `intervalMs` (one pass at a time); answers the stop function. */
export function startReminderScheduler(
  deps: AppDeps,
  realtime: RealtimeHub,
  intervalMs: number,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = running
      .then(() => runReminders(deps, realtime.io))
      .catch((err: unknown) => deps.log.warn({ err }, 'reminder pass failed'));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  // First pass soon after start, so reminders due now are not delayed by a whole interval.
  const first = setTimeout(tick, Math.min(intervalMs, 2_000));
  first.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    clearTimeout(first);
    await running;
  };
}
