import { familyApi } from '@hearth/shared';
import { publicBase } from '../http/publicUrl.js';
import { route } from '../http/route.js';
import { newInviteCode } from '../auth/secrets.js';
import { insertInvite } from './family.repository.js';
import { joinByInvite, loadFamily } from './family.service.js';

const INVITE_DAYS = 7;

export const familyRoutes = [
  route(familyApi.get, ({ db, user }) => loadFamily(db, user.family_id)),

  route(
    familyApi.invite,
    async ({ db, user, deps, ctx }) => {
      const expires = new Date(deps.clock().getTime() + INVITE_DAYS * 24 * 3600 * 1000);
      const invite = await insertInvite(db, {
        code: newInviteCode(),
        family_id: user.family_id,
        created_by: user.id,
        expires_at: expires,
      });
      return {
        code: invite.code,
        url: `${publicBase(deps.config, ctx)}/login?invite=${invite.code}`,
        expires_at: invite.expires_at.toISOString(),
      };
    },
    { writes: 'one-statement' },
  ),

  route(familyApi.join, async ({ db, user, body, deps, changes }) => {
    const { family_id: familyId } = await joinByInvite(db, user.id, body.code, deps.clock());
    changes.afterCommit(() => deps.publisher.moveToFamily(user.id, user.family_id, familyId));
    changes.emit({ family: familyId }, { resource: 'family', action: 'updated', id: familyId });
    changes.emit({ family: user.family_id }, { resource: 'family', action: 'updated', id: user.family_id });
    return loadFamily(db, familyId);
  }),
];
