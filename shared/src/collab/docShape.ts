import type { ZodType } from 'zod';

/**
 * The shape of a collaborative document, for checks made on an update before it is applied (their cost is
 * the update's size, not the document's): the document is a set of root Y.Maps, each holding plain JSON
 * values; `entry(key)` answers the schema of the value at `key` (undefined: no such key may exist).
 * Nested Yjs types, other roots and other content are never accepted.
 */
export interface DocShape {
  roots: Record<string, (key: string) => ZodType | undefined>;
}

/** Keys of id-keyed sections (bookings, rotations, ...). */
export const isEntryId = (key: string) => key.length >= 1 && key.length <= 100;
