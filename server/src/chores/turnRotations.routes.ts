import { randomUUID } from 'node:crypto';
import {
  assigneeOf,
  choreOf,
  CHORE_REFUSALS,
  familyCan,
  nextTurnMessage,
  putChore,
  todayIn,
  turnRotationsApi,
} from '@hearth/shared';
import { route } from '../http/route.js';
import { forbidden, found, notFound } from '../http/errors.js';
import { requireFamily } from '../family/familyGuard.js';
import { listMembers } from '../family/family.repository.js';
import { findChore, listChores } from './chores.repository.js';
import { presentRotation } from './chores.presenter.js';
import { changeChores } from './chores.service.js';

const norm = (s: string) => s.trim().toLowerCase();

// The spec's turn rotations: chores without a schedule, in the family's chores document. A participant
// named like a family member is that member (their turn reaches them).
export const turnRotationRoutes = [
  route(turnRotationsApi.list, async ({ user, db }) =>
    (await listChores(db, user.family_id, { unscheduled: true })).map(presentRotation),
  ),
  route(
    turnRotationsApi.create,
    async ({ body, user, deps }) => {
      requireFamily(user, 'manage_chores');
      const now = deps.clock();
      const family = await listMembers(deps.db, user.family_id);
      const members = body.participants.map((name) => ({
        user_id: family.find((m) => norm(m.name) === norm(name))?.id ?? null,
        name,
      }));
      const id = randomUUID();
      await changeChores(deps, user, (doc) =>
        putChore(doc, id, {
          name: body.task_name,
          members,
          turn: body.current_turn_index,
          mode: 'round_robin',
          rrule: null,
          start_date: todayIn(user.timezone, now),
          due_time: null,
          points: 0,
          created_at: now.toISOString(),
        }),
      );
      return presentRotation(found(await findChore(deps.db, user.family_id, id), 'Turn rotation'));
    },
    { writes: 'own' },
  ),
  route(
    turnRotationsApi.next,
    async ({ params, user, deps }) => {
      const row = await findChore(deps.db, user.family_id, params.id);
      if (!row || row.rrule) throw notFound('Turn rotation');
      await changeChores(deps, user, (doc) => {
        const chore = choreOf(doc, params.id);
        if (!chore || chore.rrule) throw notFound('Turn rotation');
        if (!familyCan(user.family_role, 'manage_chores') && assigneeOf(chore).user_id !== user.id)
          throw forbidden(CHORE_REFUSALS.notYours);
        putChore(doc, params.id, { ...chore, turn: (chore.turn + 1) % chore.members.length });
      });
      const rotation = presentRotation(
        found(await findChore(deps.db, user.family_id, params.id), 'Turn rotation'),
      );
      return { message: nextTurnMessage(rotation.task_name, rotation.current_turn), rotation };
    },
    { writes: 'own' },
  ),
];
