import type { Doc } from 'yjs';
import { z } from 'zod';
import { isEntryId, type DocShape } from './docShape.js';

/**
 * The family's turn rotations document, version 1:
 *   meta       schema -> 1
 *   rotations  id -> Rotation
 */
export const ROTATIONS_DOC_VERSION = 1;

export const DocRotation = z
  .strictObject({
    task_name: z.string().trim().min(1).max(200),
    participants: z.array(z.string().trim().min(1).max(200)).min(1).max(50),
    current_turn_index: z.number().int().min(0),
    created_at: z.string().max(40),
  })
  .refine(
    (r) => r.current_turn_index < r.participants.length,
    'The current turn must point at a participant',
  );
export type DocRotation = z.infer<typeof DocRotation>;

export const RotationsDocState = z.object({
  meta: z.strictObject({ schema: z.literal(ROTATIONS_DOC_VERSION) }),
  rotations: z
    .record(z.string().min(1).max(100), DocRotation)
    .refine((r) => Object.keys(r).length <= 500, 'Too many rotations'),
});
export type RotationsDocState = z.infer<typeof RotationsDocState>;

/** The rotations document's roots and what each may hold (checked on every update before it is applied). */
export const rotationsDocShape: DocShape = {
  roots: {
    meta: (key) => (key === 'schema' ? z.literal(ROTATIONS_DOC_VERSION) : undefined),
    rotations: (key) => (isEntryId(key) ? DocRotation : undefined),
  },
};

export function readRotationsDoc(doc: Doc) {
  return { meta: doc.getMap('meta').toJSON(), rotations: doc.getMap('rotations').toJSON() };
}

export function checkRotationsDoc(
  doc: Doc,
): { ok: true; state: RotationsDocState } | { ok: false; reason: string } {
  const r = RotationsDocState.safeParse(readRotationsDoc(doc));
  if (!r.success) {
    const i = r.error.issues[0]!;
    return { ok: false, reason: `${i.path.join('.') || 'document'}: ${i.message}` };
  }
  return { ok: true, state: r.data };
}

export function addRotation(doc: Doc, id: string, r: DocRotation): void {
  doc.transact(() => {
    if (doc.getMap('meta').get('schema') === undefined)
      doc.getMap('meta').set('schema', ROTATIONS_DOC_VERSION);
    doc.getMap('rotations').set(id, r);
  });
}

/** Advances a rotation; answers the participant whose turn it now is. */
export function advanceRotation(doc: Doc, id: string): string | undefined {
  const map = doc.getMap<DocRotation>('rotations');
  const r = map.get(id);
  if (!r) return undefined;
  const next = (r.current_turn_index + 1) % r.participants.length;
  map.set(id, { ...r, current_turn_index: next });
  return r.participants[next];
}
