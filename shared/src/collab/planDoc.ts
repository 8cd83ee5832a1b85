import type { Doc } from 'yjs';
import { z } from 'zod';
import { ClockTime, IsoDate } from '../http/primitives.js';
import { PlanPrivacy, PlanStatus, PlanType, ParticipantRole } from '../contracts/plans/plans.js';
import { AiProvider, BookingType } from '../contracts/plans/bookings.js';
import { expenseStatus, sumMoney, sumsTo } from './split.js';
import { docRecord } from './docRecord.js';
import { rootsJSON } from './rootJSON.js';
import { isEntryId, type DocShape } from './docShape.js';

/**
 * The plan document, version 1. Top-level Y.Maps hold plain JSON values (each value replaced whole,
 * last writer wins per key); paid ticks live in their own map so two people ticking different shares
 * of one expense at the same time both win.
 *   meta          field -> value           (schema, name, description, type, ..., status)
 *   participants  id -> Participant
 *   bookings      id -> Booking
 *   expenses      id -> Expense
 *   paid          `${expenseId}:${shareIndex}` -> boolean
 */
export const PLAN_DOC_VERSION = 1;

const Str = (max: number) => z.string().max(max);
const Cents = z
  .number()
  .finite()
  .min(0)
  .max(1e10)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Money is kept to cents');

export const PlanMeta = z.strictObject({
  schema: z.literal(PLAN_DOC_VERSION),
  name: Str(200).trim().min(1),
  description: Str(2000),
  type: PlanType,
  event_captain_name: Str(200),
  start_date: IsoDate,
  end_date: IsoDate.nullable(),
  budget: Cents,
  privacy: PlanPrivacy,
  status: PlanStatus,
});
export type PlanMeta = z.infer<typeof PlanMeta>;

export const DocParticipant = z.strictObject({
  name: Str(200).trim().min(1),
  role: ParticipantRole,
  email: Str(254).nullable(),
  user_id: z.uuid().nullable(),
  added_at: z.string().max(40),
});
export type DocParticipant = z.infer<typeof DocParticipant>;

export const DocBooking = z.strictObject({
  booking_type: BookingType,
  name: Str(200).trim().min(1),
  description: Str(2000),
  provider: Str(200),
  location: Str(300),
  date: IsoDate.nullable(),
  time: ClockTime.nullable(),
  cost: Cents,
  created_by: Str(200),
  ai_booking_used: z.boolean(),
  ai_provider: AiProvider.nullable(),
  created_at: z.string().max(40),
});
export type DocBooking = z.infer<typeof DocBooking>;

export const DocExpense = z
  .strictObject({
    description: Str(500).trim().min(1),
    total_amount: Cents.refine((n) => n > 0, 'Total must be positive'),
    paid_by: Str(200),
    split_type: z.enum(['equal', 'custom']),
    shares: z
      .array(z.strictObject({ name: Str(200).trim().min(1), amount_owed: Cents }))
      .min(1)
      .max(100),
    created_at: z.string().max(40),
  })
  .refine(
    (e) =>
      sumsTo(
        e.shares.map((s) => s.amount_owed),
        e.total_amount,
      ),
    'Shares must sum to the total',
  );
export type DocExpense = z.infer<typeof DocExpense>;

const Id = z.string().min(1).max(100);
const PaidKey = z.string().max(120);
export const PlanDocState = z.object({
  meta: PlanMeta,
  participants: docRecord(Id, DocParticipant, 200, 'participants'),
  bookings: docRecord(Id, DocBooking, 1000, 'bookings'),
  expenses: docRecord(Id, DocExpense, 1000, 'expenses'),
  paid: docRecord(PaidKey, z.boolean(), 100_000, 'paid ticks'),
});
export type PlanDocState = z.infer<typeof PlanDocState>;

/** The plan document's roots and what each may hold (checked on every update before it is applied). */
export const planDocShape: DocShape = {
  roots: {
    meta: (key) => (Object.hasOwn(PlanMeta.shape, key) ? PlanMeta.shape[key as keyof PlanMeta] : undefined),
    participants: (key) => (isEntryId(key) ? DocParticipant : undefined),
    bookings: (key) => (isEntryId(key) ? DocBooking : undefined),
    expenses: (key) => (isEntryId(key) ? DocExpense : undefined),
    paid: (key) => (PaidKey.safeParse(key).success && key.includes(':') ? z.boolean() : undefined),
  },
};

/** The plain JSON of a plan document (unvalidated). */
export function readPlanDoc(doc: Doc): Record<keyof PlanDocState, Record<string, unknown>> {
  return rootsJSON(doc, ['meta', 'participants', 'bookings', 'expenses', 'paid']);
}

export type DocCheck = { ok: true; state: PlanDocState } | { ok: false; reason: string };

/** Validates a plan document's whole state against the schema. */
export function checkPlanDoc(doc: Doc): DocCheck {
  const r = PlanDocState.safeParse(readPlanDoc(doc));
  if (!r.success) {
    const i = r.error.issues[0]!;
    return { ok: false, reason: `${i.path.join('.') || 'document'}: ${i.message}` };
  }
  return { ok: true, state: r.data };
}

/**
 * What an editor connected over the WebSocket may not do (the server may): link a participant to a
 * user account (access is granted by invitations), or change the schema version. Removing a
 * participant is allowed.
 */
export function checkClientTransition(
  before: PlanDocState | undefined,
  after: PlanDocState,
): string | undefined {
  if (!before) return 'The plan document does not exist yet';
  if (before.participants === after.participants) return undefined;
  for (const [id, p] of Object.entries(after.participants)) {
    const was = before.participants[id];
    if (p.user_id !== (was?.user_id ?? null) && p.user_id !== null)
      return 'Only invitations may give a user access';
  }
  return undefined;
}

/** A share of an expense as shown: amount owed and the paid tick. */
export function sharesOf(state: Pick<PlanDocState, 'paid'>, expenseId: string, expense: DocExpense) {
  return expense.shares.map((s, i) => ({
    name: s.name,
    amount_owed: s.amount_owed,
    paid: state.paid[`${expenseId}:${i}`] === true,
  }));
}

export function expenseStatusOf(state: Pick<PlanDocState, 'paid'>, expenseId: string, expense: DocExpense) {
  return expenseStatus(sharesOf(state, expenseId, expense).map((s) => s.paid));
}

/** Spent = every booking's cost plus every shared expense's total, summed in cents. */
export function totalSpent(state: Pick<PlanDocState, 'bookings' | 'expenses'>): number {
  return sumMoney([
    ...Object.values(state.bookings).map((b) => b.cost),
    ...Object.values(state.expenses).map((e) => e.total_amount),
  ]);
}

// Mutations, used by the server's REST path and by the editors in the browser. Each runs in one Yjs
// transaction so it travels as one update.
export function initPlanDoc(
  doc: Doc,
  meta: Omit<PlanMeta, 'schema'>,
  captain: { id: string } & DocParticipant,
): void {
  doc.transact(() => {
    const m = doc.getMap('meta');
    m.set('schema', PLAN_DOC_VERSION);
    for (const [k, v] of Object.entries(meta)) m.set(k, v);
    const { id, ...p } = captain;
    doc.getMap('participants').set(id, p);
  });
}

export function setPlanFields(doc: Doc, fields: Partial<Omit<PlanMeta, 'schema'>>): void {
  doc.transact(() => {
    const m = doc.getMap('meta');
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) m.set(k, v);
  });
}

export const addParticipant = (doc: Doc, id: string, p: DocParticipant) =>
  doc.getMap('participants').set(id, p);
export const removeParticipant = (doc: Doc, id: string) => doc.getMap('participants').delete(id);
/** Replaces one participant's role (the entry is replaced whole, like every value of the document). */
export function setParticipantRole(doc: Doc, id: string, role: DocParticipant['role']): void {
  const participants = doc.getMap<DocParticipant>('participants');
  const p = participants.get(id);
  if (p) participants.set(id, { ...p, role });
}
export const addBooking = (doc: Doc, id: string, b: DocBooking) => doc.getMap('bookings').set(id, b);
export const addExpense = (doc: Doc, id: string, e: DocExpense) => doc.getMap('expenses').set(id, e);
export const setSharePaid = (doc: Doc, expenseId: string, index: number, paid: boolean) =>
  doc.getMap('paid').set(`${expenseId}:${index}`, paid);
