import { isDeepStrictEqual } from 'node:util';
import * as Y from 'yjs';
import {
  addBooking,
  addExpense,
  readPlanDoc,
  setSharePaid,
  totalSpent,
  type DocBooking,
  type DocExpense,
} from '@hearth/shared';
import type { SignedInUser } from '../../../server/src/testing/httpClient.js';

/** A booking as the plan page's editor writes it into the document (`by`: the editor's name). */
export const booking = (name: string, cost: number, by = 'Robustness'): DocBooking => ({
  booking_type: 'activity',
  name,
  description: '',
  provider: '',
  location: 'Lakeside',
  date: null,
  time: null,
  cost,
  created_by: by,
  ai_booking_used: false,
  ai_provider: null,
  created_at: new Date().toISOString(),
});

/** A shared expense split equally between `who` and a friend (amounts in cents). */
export const expense = (description: string, total: number, who = 'Ann'): DocExpense => {
  const half = Math.floor((total * 100) / 2) / 100;
  return {
    description,
    total_amount: total,
    paid_by: 'Robustness',
    split_type: 'equal',
    shares: [
      { name: who, amount_owed: half },
      { name: 'Friend', amount_owed: Math.round((total - half) * 100) / 100 },
    ],
    created_at: new Date().toISOString(),
  };
};

/**
 * One editing step as the client does it (client/src/pages/plans): a booking, an expense or a paid tick,
 * as the user named `who` may make it (plan roles: a new booking is theirs, they tick their own share).
 */
export function edit(doc: Y.Doc, who: string, n: number): void {
  const kind = n % 3;
  if (kind === 0) addBooking(doc, `${who}-b${n}`, booking(`${who} booking ${n}`, (n % 7) + 1, who));
  else if (kind === 1) addExpense(doc, `${who}-e${n}`, expense(`${who} expense ${n}`, (n % 5) + 2, who));
  else {
    // Their own share (index 0) of the expense they made in the step before, else of their latest one
    // (when editors take turns, the step before was someone else's).
    const keys = [...doc.getMap('expenses').keys()];
    const target = keys.includes(`${who}-e${n - 1}`)
      ? `${who}-e${n - 1}`
      : keys.filter((k) => k.startsWith(`${who}-e`)).at(-1);
    if (target) setSharePaid(doc, target, 0, true);
  }
}

/** Everything the REST API says about a plan's collaborative content, next to what a document holds. */
export async function restView(user: SignedInUser, planId: string) {
  const [plan, bookings, expenses] = await Promise.all([
    user.client.get(`/api/plans/${planId}`),
    user.client.get(`/api/bookings?plan_id=${planId}`),
    user.client.get(`/api/expenses/shared?plan_id=${planId}`),
  ]);
  if (plan.status !== 200 || bookings.status !== 200 || expenses.status !== 200)
    throw new Error(`REST view failed: ${plan.status} ${bookings.status} ${expenses.status}`);
  return {
    name: plan.body.name as string,
    status: plan.body.status as string,
    description: plan.body.description as string,
    total_spent: plan.body.total_spent as number,
    bookings: (bookings.body as { id: string }[]).map((b) => b.id).sort(),
    expenses: (expenses.body as { id: string; participants: { paid: boolean }[] }[])
      .map((e) => `${e.id}:${e.participants.map((p) => (p.paid ? 1 : 0)).join('')}`)
      .sort(),
  };
}

export function docView(doc: Y.Doc) {
  const s = readPlanDoc(doc);
  const meta = s.meta as { name: string; status: string; description: string };
  const expenses = s.expenses as Record<string, DocExpense>;
  const paid = s.paid as Record<string, boolean>;
  return {
    name: meta.name,
    status: meta.status,
    description: meta.description,
    total_spent: totalSpent({
      bookings: s.bookings as Record<string, DocBooking>,
      expenses,
    }),
    bookings: Object.keys(s.bookings).sort(),
    expenses: Object.entries(expenses)
      .map(([id, e]) => `${id}:${e.shares.map((_, i) => (paid[`${id}:${i}`] === true ? 1 : 0)).join('')}`)
      .sort(),
  };
}

/** Two documents hold the same state (same state vector and the same content, whatever the key order). */
export function sameState(a: Y.Doc, b: Y.Doc): boolean {
  const sv = (d: Y.Doc) => Buffer.from(Y.encodeStateVector(d)).toString('base64');
  return sv(a) === sv(b) && isDeepStrictEqual(readPlanDoc(a), readPlanDoc(b));
}
