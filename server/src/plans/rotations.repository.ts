import type { Executor } from '../db/schema.js';
import './plans.tables.js';

const COLUMNS = ['id', 'task_name', 'participants', 'current_turn_index', 'created_at'] as const;

export function listRotations(db: Executor, familyId: string) {
  return db
    .selectFrom('turn_rotations')
    .select(COLUMNS)
    .where('family_id', '=', familyId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
export function findRotation(db: Executor, familyId: string, id: string) {
  return db
    .selectFrom('turn_rotations')
    .select(COLUMNS)
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .executeTakeFirst();
}
export type RotationRow = Awaited<ReturnType<typeof listRotations>>[number];
