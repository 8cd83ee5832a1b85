import type { Doc } from 'yjs';
import { z } from 'zod';
import { docRecord } from './docRecord.js';
import { rootsJSON } from './rootJSON.js';
import { ClockTime, IsoDate } from '../http/primitives.js';
import { parseRule } from '../domain/recurrence/rule.js';
import { isEntryId, type DocShape } from './docShape.js';

/**
 * The family's chores document (`chores:{familyId}`), version 2 (version 1 was the turn rotations
 * document: a turn rotation is now a chore without a schedule). Every root is an id-keyed Y.Map of
 * plain JSON values, replaced whole:
 *   meta         schema -> 2
 *   chores       id -> Chore
 *   completions  id -> Completion (the log: who, when; points credited to the assignee)
 *   rewards      id -> Reward
 *   claims       id -> Claim
 */
export const CHORES_DOC_VERSION = 2;

const Name = z.string().trim().min(1).max(200);
const Instant = z.string().max(40);
const Points = z.number().int().min(0).max(1000);
/** Stand-ins a chore keeps (the past ones are dropped when one is added). */
export const MAX_STAND_INS = 60;

/** Someone a chore may go to: a family member (user id), or only a name (rotations made before accounts). */
export const ChoreMember = z.strictObject({ user_id: z.uuid().nullable(), name: Name });
export type ChoreMember = z.infer<typeof ChoreMember>;

export const ChoreMode = z.enum(['round_robin', 'fewest_points']);
export type ChoreMode = z.infer<typeof ChoreMode>;

const Rule = z
  .string()
  .max(200)
  .refine((r) => typeof parseRule(r) !== 'string', 'Not a supported repeat rule');

export const DocChore = z
  .strictObject({
    name: Name,
    members: z.array(ChoreMember).min(1).max(50),
    /** Index into members: whose turn it is now. */
    turn: z.number().int().min(0),
    mode: ChoreMode,
    /** The schedule (an RRULE of the calendar's subset); null: no schedule (a turn rotation). */
    rrule: Rule.nullable(),
    start_date: IsoDate,
    due_time: ClockTime.nullable(),
    points: Points,
    created_at: Instant,
    /**
     * Hand-offs of one occurrence: its local date -> who does it that day instead of whose turn it is (a
     * conflict handed to another adult). Their tick leaves the turn where it was. Absent: none.
     */
    stand_ins: z
      .record(IsoDate, ChoreMember)
      .refine((r) => Object.keys(r).length <= MAX_STAND_INS, 'Too many stand-ins')
      .optional(),
  })
  .refine((c) => c.turn < c.members.length, 'The current turn must point at a member');
export type DocChore = z.infer<typeof DocChore>;

/** Whose turn it is now. */
export const assigneeOf = (c: DocChore) => c.members[c.turn] ?? c.members[0]!;

/** Who does the occurrence on `date`: its stand-in, else whose turn it is. */
export const assigneeOn = (c: DocChore, date: string) => c.stand_ins?.[date] ?? assigneeOf(c);

export const DocCompletion = z.strictObject({
  chore_id: z.string().min(1).max(100),
  /** Who is credited (the assignee whose turn it was). */
  user_id: z.uuid().nullable(),
  name: Name,
  /** Who marked it done. */
  by: z.uuid(),
  /** The occurrence's local date (the day it was done, for a chore without a schedule). */
  date: IsoDate,
  at: Instant,
  points: Points,
  /** The chore's turn before, restored by an undo. */
  prev_turn: z.number().int().min(0),
});
export type DocCompletion = z.infer<typeof DocCompletion>;

export const DocReward = z.strictObject({
  name: Name,
  points: z.number().int().min(1).max(100_000),
  created_at: Instant,
});
export type DocReward = z.infer<typeof DocReward>;

export const ClaimStatus = z.enum(['pending', 'approved', 'declined']);
export type ClaimStatus = z.infer<typeof ClaimStatus>;

export const DocClaim = z.strictObject({
  reward_id: z.string().min(1).max(100),
  user_id: z.uuid(),
  name: Name,
  points: z.number().int().min(1).max(100_000),
  at: Instant,
  status: ClaimStatus,
  decided_by: z.uuid().nullable(),
  decided_at: Instant.nullable(),
});
export type DocClaim = z.infer<typeof DocClaim>;

const section = <T extends z.ZodType>(entry: T, max: number, what: string) =>
  docRecord(z.string().min(1).max(100), entry, max, what);

export const ChoresDocState = z.object({
  meta: z.strictObject({ schema: z.literal(CHORES_DOC_VERSION) }),
  chores: section(DocChore, 500, 'chores'),
  completions: section(DocCompletion, 20_000, 'completions'),
  rewards: section(DocReward, 200, 'rewards'),
  claims: section(DocClaim, 5_000, 'claims'),
});
export type ChoresDocState = z.infer<typeof ChoresDocState>;

/** The chores document's roots and what each may hold (checked on every update before it is applied). */
export const choresDocShape: DocShape = {
  roots: {
    meta: (key) => (key === 'schema' ? z.literal(CHORES_DOC_VERSION) : undefined),
    chores: (key) => (isEntryId(key) ? DocChore : undefined),
    completions: (key) => (isEntryId(key) ? DocCompletion : undefined),
    rewards: (key) => (isEntryId(key) ? DocReward : undefined),
    claims: (key) => (isEntryId(key) ? DocClaim : undefined),
  },
};

const ROOTS = ['meta', 'chores', 'completions', 'rewards', 'claims'] as const;

export function readChoresDoc(doc: Doc) {
  return rootsJSON(doc, ROOTS);
}

export function checkChoresDoc(
  doc: Doc,
): { ok: true; state: ChoresDocState } | { ok: false; reason: string } {
  const r = ChoresDocState.safeParse(readChoresDoc(doc));
  if (!r.success) {
    const i = r.error.issues[0]!;
    return { ok: false, reason: `${i.path.join('.') || 'document'}: ${i.message}` };
  }
  return { ok: true, state: r.data };
}

/** Sets `id` in one root (stamping the schema on a fresh document). */
function put(doc: Doc, root: (typeof ROOTS)[number], id: string, value: unknown): void {
  doc.transact(() => {
    if (doc.getMap('meta').get('schema') === undefined) doc.getMap('meta').set('schema', CHORES_DOC_VERSION);
    doc.getMap(root).set(id, value);
  });
}

export const putChore = (doc: Doc, id: string, c: DocChore) => put(doc, 'chores', id, c);
export const putReward = (doc: Doc, id: string, r: DocReward) => put(doc, 'rewards', id, r);
export const putClaim = (doc: Doc, id: string, c: DocClaim) => put(doc, 'claims', id, c);
export const removeChore = (doc: Doc, id: string) => doc.getMap('chores').delete(id);
export const removeReward = (doc: Doc, id: string) => doc.getMap('rewards').delete(id);

export const choreOf = (doc: Doc, id: string) => doc.getMap<DocChore>('chores').get(id);
export const claimOf = (doc: Doc, id: string) => doc.getMap<DocClaim>('claims').get(id);

/** Records a completion and moves the turn on, in one transaction (one update). */
export function completeChore(doc: Doc, completionId: string, c: DocCompletion, nextTurn: number): void {
  const chore = choreOf(doc, c.chore_id);
  if (!chore) return;
  doc.transact(() => {
    doc.getMap('completions').set(completionId, c);
    doc.getMap('chores').set(c.chore_id, { ...chore, turn: nextTurn });
  });
}

/** Takes a completion back and gives the turn back to whom it was. */
export function undoCompletion(doc: Doc, completionId: string): DocCompletion | undefined {
  const c = doc.getMap<DocCompletion>('completions').get(completionId);
  if (!c) return undefined;
  const chore = choreOf(doc, c.chore_id);
  doc.transact(() => {
    doc.getMap('completions').delete(completionId);
    if (chore && c.prev_turn < chore.members.length)
      doc.getMap('chores').set(c.chore_id, { ...chore, turn: c.prev_turn });
  });
  return c;
}
