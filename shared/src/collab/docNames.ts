import { z } from 'zod';

/**
 * A collaborative document: `plan:{planId}`, `chores:{familyId}` (the family's chores and turn rotations)
 * or `list:{listId}`.
 */
export type DocRef =
  { kind: 'plan'; id: string } | { kind: 'chores'; id: string } | { kind: 'list'; id: string };

const Uuid = z.uuid();

export const planDocName = (planId: string) => `plan:${planId}`;
export const choresDocName = (familyId: string) => `chores:${familyId}`;
export const listDocName = (listId: string) => `list:${listId}`;

/** Parses a document name; undefined for anything else. */
export function parseDocName(name: string): DocRef | undefined {
  const m = /^(plan|chores|list):(.+)$/.exec(name);
  if (!m || !Uuid.safeParse(m[2]).success) return undefined;
  return { kind: m[1] as DocRef['kind'], id: m[2]!.toLowerCase() };
}
