import { sql } from 'kysely';
import type { FinanceScope } from '@hearth/shared';
import type { SessionUser } from '../auth/session.js';
import { requireFamily } from '../family/familyGuard.js';

/**
 * The one place that decides whose finance rows a read sees: my own, or (Cashflow's family view)
 * every member of my family, which only the family's adults may read (403 for teens, children, caregivers).
 * Queries join `users as owner`; writes and deletes are always owner-only.
 */
export function ownerFilter(
  user: SessionUser,
  scope: FinanceScope | undefined,
): readonly ['owner.family_id' | 'owner.id', string] {
  if (scope !== 'family') return ['owner.id', user.id] as const;
  requireFamily(user, 'see_family_money');
  return ['owner.family_id', user.family_id] as const;
}

/**
 * A `date` column as 'YYYY-MM-DD' whatever the driver's type parsers do (PGlite answers a Date).
 * `ref` is a trusted column reference written in this area's repositories, never user input.
 */
export const isoDateOf = (ref: string) => sql<string>`to_char(${sql.ref(ref)}, 'YYYY-MM-DD')`;
