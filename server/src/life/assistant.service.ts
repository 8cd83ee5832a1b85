import { addDays, todayIn, weekdayIn, WEEKDAYS } from '@hearth/shared';
import type { Executor } from '../db/schema.js';
import type { AssistantProvider } from '../ai/provider.js';
import type { SessionUser } from '../auth/session.js';
import {
  activeBudgets,
  driftEntries,
  hoursByCategory,
  openTasksDueBy,
  spendingByCategory,
  upcomingMeetings,
} from './assistant.repository.js';

const money = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const hrs = (n: number) => `${Math.round(n * 10) / 10} h`;

/** What the assistant knows: the user's own numbers, this month, in their time zone. */
export async function gatherFacts(db: Executor, user: SessionUser, now: Date) {
  const today = todayIn(user.timezone, now);
  const monthStart = `${today.slice(0, 8)}01`;
  const weekStart = addDays(today, -WEEKDAYS.indexOf(weekdayIn(user.timezone, now)));
  const [spending, tasks, meetings, hours, drift, budgets, weekSpend, daySpend] = await Promise.all([
    spendingByCategory(db, user.id, monthStart, today),
    openTasksDueBy(db, user.id, addDays(today, 7)),
    upcomingMeetings(db, user.id, today, addDays(today, 7)),
    hoursByCategory(db, user.id, monthStart, today),
    driftEntries(db, user.id, monthStart, today),
    activeBudgets(db, user.id),
    spendingByCategory(db, user.id, weekStart, today),
    spendingByCategory(db, user.id, today, today),
  ]);
  const spendIn = (rows: typeof spending, category: string) =>
    rows
      .filter((r) => category === 'general' || r.category === category)
      .reduce((s, r) => s + Number(r.total), 0);
  return {
    today,
    spending: spending.map((r) => ({ category: r.category, total: Number(r.total), count: Number(r.count) })),
    tasks: tasks.map((t) => ({ ...t, due_date: String(t.due_date) })),
    meetings: meetings.map((m) => ({ ...m, date: String(m.date) })),
    hours: Object.fromEntries(hours.map((h) => [h.category, Number(h.hours)])) as Record<string, number>,
    drift: drift.map((d) => ({ description: d.description, hours: Number(d.hours) })),
    budgets: budgets.map((b) => {
      const rows = b.period === 'daily' ? daySpend : b.period === 'weekly' ? weekSpend : spending;
      return {
        name: b.name,
        amount: Number(b.amount),
        period: b.period,
        category: b.category,
        spent: Math.round(spendIn(rows, b.category) * 100) / 100,
      };
    }),
  };
}
export type Facts = Awaited<ReturnType<typeof gatherFacts>>;

function spendingText(f: Facts): string {
  if (!f.spending.length) return 'You have no expenses recorded this month yet.';
  const total = f.spending.reduce((s, r) => s + r.total, 0);
  const lines = f.spending.map(
    (r) => `• ${r.category}: ${money(r.total)} (${r.count} expense${r.count === 1 ? '' : 's'})`,
  );
  return [
    `This month you have spent ${money(total)}. By category:`,
    ...lines,
    `Your largest category is ${f.spending[0]!.category}.`,
  ].join('\n');
}

function tasksText(f: Facts): string {
  if (!f.tasks.length) return 'You have no open tasks due in the next 7 days.';
  const overdue = f.tasks.filter((t) => t.due_date < f.today).length;
  const dueToday = f.tasks.filter((t) => t.due_date === f.today).length;
  const lines = f.tasks.map((t) => `• ${t.title} (due ${t.due_date}, ${t.priority} priority)`);
  return [
    `You have ${f.tasks.length} open task${f.tasks.length === 1 ? '' : 's'} due within a week: ${dueToday} due today, ${overdue} overdue.`,
    ...lines,
  ].join('\n');
}

function meetingsText(f: Facts): string {
  if (!f.meetings.length) return 'You have no meetings scheduled in the next 7 days.';
  return [
    `Your upcoming meetings:`,
    ...f.meetings.map((m) => `• ${m.title} on ${m.date} at ${m.time}${m.location ? ` (${m.location})` : ''}`),
  ].join('\n');
}

function timeText(f: Facts): string {
  const total = Object.values(f.hours).reduce((s, h) => s + h, 0);
  if (!total) return 'You have not tracked any time this month yet.';
  const drift = f.hours.waste ?? 0;
  const parts = [
    `This month you tracked ${hrs(total)}: work ${hrs(f.hours.work ?? 0)}, personal ${hrs(f.hours.personal ?? 0)}, intentional downtime ${hrs(f.hours.downtime ?? 0)}, time drift ${hrs(drift)} (${Math.round((drift / total) * 100)}%).`,
  ];
  if (f.drift.length)
    parts.push(`Most drift went to: ${f.drift.map((d) => `${d.description} (${hrs(d.hours)})`).join(', ')}.`);
  return parts.join('\n');
}

function budgetsText(f: Facts): string {
  if (!f.budgets.length) return 'You have no active budgets.';
  return [
    'Your budgets:',
    ...f.budgets.map((b) => {
      const left = b.amount - b.spent;
      return `• ${b.name} (${b.period}, ${b.category}): spent ${money(b.spent)} of ${money(b.amount)}${left < 0 ? `, over by ${money(-left)}` : `, ${money(left)} left`}`;
    }),
  ].join('\n');
}

const TOPICS: { words: RegExp; answer: (f: Facts) => string }[] = [
  { words: /spend|spent|expense|money|categor|cost/i, answer: spendingText },
  { words: /budget|over budget|afford/i, answer: budgetsText },
  { words: /task|todo|to-do|due|deadline/i, answer: tasksText },
  { words: /meeting|appointment|calendar|schedule/i, answer: meetingsText },
  { words: /time|drift|hours|productiv|waste/i, answer: timeText },
];

export const LOCAL_NOTE =
  'I am the local assistant: no AI service is configured, so I answer from your own Hearth data.';

/** The local assistant: picks the topics the message is about and words the answer from the facts. */
export function localAnswer(message: string, f: Facts): string {
  const picked = TOPICS.filter((t) => t.words.test(message));
  const topics = picked.length ? picked : TOPICS;
  const intro = picked.length ? '' : "Here's an overview of your data.\n\n";
  return `${intro}${topics.map((t) => t.answer(f)).join('\n\n')}\n\n${LOCAL_NOTE}`;
}

/** Answers a chat message: the model when there is one, given the user's numbers as context; else the local assistant. */
export async function chat(ai: AssistantProvider, message: string, facts: Facts): Promise<string> {
  const context = [
    spendingText(facts),
    budgetsText(facts),
    tasksText(facts),
    meetingsText(facts),
    timeText(facts),
  ].join('\n\n');
  const answer = await ai.complete([
    {
      role: 'system',
      content: `You are Hearth's assistant for a family life-management app. Today is ${facts.today}. Answer briefly, using only the user's data below when it is relevant.\n\n${context}`,
    },
    { role: 'user', content: message },
  ]);
  return answer ?? localAnswer(message, facts);
}
