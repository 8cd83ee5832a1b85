import type { DutyKind } from '@hearth/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';

/**
 * Moves a school run, activity or family event from one member to another; undefined when the item is not
 * the family's or not `from`'s. (A chore is handed over in its document: chores.service handChoreOver.)
 */
export const handOff = (
  db: Executor,
  familyId: string,
  kind: Exclude<DutyKind, 'chore'>,
  id: string,
  from: string,
  to: string,
) =>
  kind === 'family-event'
    ? db
        .updateTable('family_events')
        .set({
          member_ids: sql<
            string[]
          >`array_append(array_remove(array_remove(member_ids, ${from}::uuid), ${to}::uuid), ${to}::uuid)`,
        })
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .where(sql<boolean>`${from}::uuid = any(member_ids)`)
        .returning('id')
        .executeTakeFirst()
    : db
        .updateTable(kind === 'school-run' ? 'school_schedules' : 'kid_activities')
        .set({ assignee_id: to })
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .where('assignee_id', '=', from)
        .returning('id')
        .executeTakeFirst();
