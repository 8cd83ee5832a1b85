import type * as Y from 'yjs';
import {
  expenseStatusOf,
  readPlanDoc,
  sharesOf,
  totalSpent,
  type DocBooking,
  type DocExpense,
  type DocParticipant,
  type PlanMeta,
} from '@hearth/shared';

export interface PlanView {
  meta: Partial<PlanMeta>;
  participants: (DocParticipant & { id: string })[];
  bookings: (DocBooking & { id: string })[];
  expenses: (DocExpense & {
    id: string;
    status: string;
    participants: { name: string; amount_owed: number; paid: boolean }[];
  })[];
  spent: number;
}

const byCreated = (
  a: { created_at?: string; added_at?: string },
  b: { created_at?: string; added_at?: string },
) => (a.created_at ?? a.added_at ?? '').localeCompare(b.created_at ?? b.added_at ?? '');

/** The plan as its document holds it right now, ready to render. */
export function readPlanView(doc: Y.Doc): PlanView {
  const raw = readPlanDoc(doc) as unknown as {
    meta: Partial<PlanMeta>;
    participants: Record<string, DocParticipant>;
    bookings: Record<string, DocBooking>;
    expenses: Record<string, DocExpense>;
    paid: Record<string, boolean>;
  };
  const state = { paid: raw.paid };
  return {
    meta: raw.meta,
    participants: Object.entries(raw.participants)
      .map(([id, p]) => ({ id, ...p }))
      .sort(byCreated),
    bookings: Object.entries(raw.bookings)
      .map(([id, b]) => ({ id, ...b }))
      .sort(byCreated),
    expenses: Object.entries(raw.expenses)
      .map(([id, e]) => ({
        id,
        ...e,
        status: expenseStatusOf(state, id, e),
        participants: sharesOf(state, id, e),
      }))
      .sort(byCreated),
    spent: totalSpent({ bookings: raw.bookings, expenses: raw.expenses }),
  };
}
