import { randomUUID } from 'node:crypto';
import {
  addRotation,
  advanceRotation,
  nextTurnMessage,
  rotationsDocName,
  turnRotationsApi,
} from '@hearth/shared';
import { route } from '../http/route.js';
import { found, notFound } from '../http/errors.js';
import { collabOf } from './collab.js';
import { findRotation, listRotations } from './rotations.repository.js';
import { presentRotation } from './plans.presenter.js';

// Turn rotations are family data living in the family's rotations document.
export const turnRotationRoutes = [
  route(turnRotationsApi.list, async ({ user, db }) =>
    (await listRotations(db, user.family_id)).map(presentRotation),
  ),
  route(
    turnRotationsApi.create,
    async ({ body, user, deps }) => {
      const id = randomUUID();
      await collabOf(deps).change(
        rotationsDocName(user.family_id),
        (doc) =>
          addRotation(doc, id, {
            task_name: body.task_name,
            participants: body.participants,
            current_turn_index: body.current_turn_index,
            created_at: new Date().toISOString(),
          }),
        { userId: user.id },
      );
      return presentRotation(found(await findRotation(deps.db, user.family_id, id), 'Turn rotation'));
    },
    { writes: 'own' },
  ),
  route(
    turnRotationsApi.next,
    async ({ params, user, deps }) => {
      found(await findRotation(deps.db, user.family_id, params.id), 'Turn rotation');
      await collabOf(deps).change(
        rotationsDocName(user.family_id),
        (doc) => {
          if (advanceRotation(doc, params.id) === undefined) throw notFound('Turn rotation');
        },
        { userId: user.id },
      );
      const rotation = presentRotation(
        found(await findRotation(deps.db, user.family_id, params.id), 'Turn rotation'),
      );
      return { message: nextTurnMessage(rotation.task_name, rotation.current_turn), rotation };
    },
    { writes: 'own' },
  ),
];
