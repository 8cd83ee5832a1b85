import { conflictsApi, HANDOFF_ACTION } from '@hearth/shared';
import { handChoreOver } from '../../chores/chores.service.js';
import { requireFamily } from '../../family/familyGuard.js';
import { found } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { checkFamilyAdult, checkFamilyMembers } from '../../life/members.js';
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

  // One click: the item passes from the member who cannot make it to another adult; a chore, for that day.
  // Its own writes: one guarded UPDATE, or a change of the chores document (which commits on its own).
  route(
    conflictsApi.handoff,
    async ({ db, user, body, changes, deps }) => {
      const { kind, item_id, from_member_id: from, to_member_id: to } = body;
      const need = HANDOFF_ACTION[kind];
      if (need) requireFamily(user, need);
      await checkFamilyMembers(db, user, [from], 'from_member_id');
      const adult = (await checkFamilyAdult(db, user, to, 'to_member_id'))!;
      if (kind === 'chore') {
        const who = { user_id: to, name: adult.name };
        await handChoreOver(deps, user, { choreId: item_id, date: body.date!, from, to: who });
        return null;
      }
      found(await handOff(db, user.family_id, kind, item_id, from, to), 'Item');
      changes.emit(familyOf(user), { resource: RESOURCE[kind], action: 'updated', id: item_id });
      return null;
    },
    { writes: 'own' },
  ),
];
