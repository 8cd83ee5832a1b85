import { conflictsApi } from '@hearth/shared';
import { found } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { checkFamilyMembers } from '../../life/members.js';
import { familyOf } from '../../life/scope.js';
import { handOff } from './conflicts.repository.js';
import { familyConflicts } from './conflicts.service.js';

const RESOURCE = {
  'school-run': 'school-schedules',
  activity: 'kid-activities',
  'family-event': 'family-events',
} as const;

export const conflictRoutes = [
  route(conflictsApi.list, async ({ db, user, query }) =>
    familyConflicts(db, user.family_id, { from: query.start_date, to: query.end_date }),
  ),

  // One click: the item passes from the member who cannot make it to another one.
  route(conflictsApi.handoff, async ({ db, user, body, changes }) => {
    await checkFamilyMembers(db, user, [body.from_member_id, body.to_member_id], 'to_member_id');
    const { kind, item_id, from_member_id: from, to_member_id: to } = body;
    found(await handOff(db, user.family_id, kind, item_id, from, to), 'Item');
    changes.emit(familyOf(user), { resource: RESOURCE[kind], action: 'updated', id: item_id });
    return null;
  }),
];
