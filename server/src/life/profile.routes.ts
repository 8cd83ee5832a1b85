import { drawAvatar, profileApi, type Profile } from '@hearth/shared';
import { route } from '../http/route.js';
import { badRequest, forbidden, found } from '../http/errors.js';
import { publicBase } from '../http/publicUrl.js';
import { requestEmailChange } from '../auth/emailChange.service.js';
import type { AssistantProvider } from '../ai/provider.js';
import { ownerOf } from './scope.js';
import { normaliseAvatar } from './avatarImage.js';
import {
  deleteAvatarImage,
  findFamilyAvatar,
  findProfile,
  saveAvatarImage,
  setAvatar,
  updateProfile,
} from './profile.repository.js';

type Row = NonNullable<Awaited<ReturnType<typeof findProfile>>>;
const present = ({ family_id: _f, ...row }: Row): Profile => ({
  ...row,
  avatar_type: row.avatar_type as Profile['avatar_type'],
});
const avatarUrl = (userId: string, now: Date) => `/api/avatars/${userId}?v=${now.getTime()}`;

/** The caption of a drawn avatar: worded by the assistant when it has a model, else from the drawing itself. */
async function describeAvatar(ai: AssistantProvider, style: string, description: string): Promise<string> {
  const worded = await ai
    .complete([
      { role: 'system', content: 'You describe avatars in one or two friendly sentences.' },
      { role: 'user', content: `Describe a ${style} avatar drawn from this description: ${description}` },
    ])
    .catch(() => undefined);
  return (
    worded?.trim() ||
    `Here is your ${style} avatar, drawn from "${description}". Its colours and shapes come from your description.`
  );
}

export const profileRoutes = [
  route(profileApi.get, async ({ db, user }) => present(found(await findProfile(db, user.id), 'Profile'))),

  // A new email address only becomes the sign-in address once the link mailed to it is followed.
  route(profileApi.update, async ({ db, user, body, changes, deps, ctx }) => {
    if (user.email === null) throw forbidden('A parent manages this child account: ask them to change it');
    const { avatar_url, avatar_type, email, ...fields } = body;
    if (email !== undefined) await requestEmailChange(db, deps, user, email, publicBase(deps.config, ctx));
    if (avatar_type === 'default') await deleteAvatarImage(db, user.id);
    else if (avatar_type) {
      // Only an avatar of one's own that is stored here: no outside URL, nobody else's image.
      const own = avatar_url?.match(/^\/api\/avatars\/([0-9a-f-]{36})(\?v=\d+)?$/)?.[1];
      if (own !== user.id || !(await findFamilyAvatar(db, user.family_id, user.id)))
        throw badRequest('avatar_url: must be your own avatar, as uploaded or generated here');
    }
    const avatar = avatar_type ? { avatar_url: avatar_url ?? null, avatar_type } : {};
    const row = await updateProfile(db, user.id, { ...fields, ...avatar });
    changes.emit(ownerOf(user), { resource: 'profile', action: 'updated', id: user.id });
    changes.emit({ family: user.family_id }, { resource: 'family', action: 'updated', id: user.family_id });
    return present(row);
  }),

  route(
    profileApi.uploadAvatar,
    async ({ db, user, body, deps, changes }) => {
      const image = await normaliseAvatar(body.image_base64);
      const now = deps.clock();
      await saveAvatarImage(db, user.id, 'image/webp', image, now);
      const row = await setAvatar(db, user.id, avatarUrl(user.id, now), 'uploaded');
      changes.emit(ownerOf(user), { resource: 'profile', action: 'updated', id: user.id });
      changes.emit({ family: user.family_id }, { resource: 'family', action: 'updated', id: user.family_id });
      return present(row);
    },
    { bodyLimit: '3mb' },
  ),

  route(profileApi.removeAvatar, async ({ db, user, changes }) => {
    await deleteAvatarImage(db, user.id);
    const row = await setAvatar(db, user.id, null, 'default');
    changes.emit(ownerOf(user), { resource: 'profile', action: 'updated', id: user.id });
    changes.emit({ family: user.family_id }, { resource: 'family', action: 'updated', id: user.family_id });
    return present(row);
  }),

  route(profileApi.generateAvatar, async ({ db, user, body, deps, changes }) => {
    const response = await describeAvatar(deps.ai, body.style, body.description);
    const svg = drawAvatar(body.style, body.description);
    const now = deps.clock();
    await saveAvatarImage(db, user.id, 'image/svg+xml', Buffer.from(svg), now);
    const row = await setAvatar(db, user.id, avatarUrl(user.id, now), 'ai_generated');
    changes.emit(ownerOf(user), { resource: 'profile', action: 'updated', id: user.id });
    changes.emit({ family: user.family_id }, { resource: 'family', action: 'updated', id: user.family_id });
    return { response, profile: present(row) };
  }),

  route(profileApi.avatarImage, async ({ db, user, params, ctx }) => {
    const avatar = found(await findFamilyAvatar(db, user.family_id, params.id), 'Avatar');
    ctx.type = avatar.content_type;
    ctx.set('Cache-Control', 'private, max-age=31536000, immutable');
    // A drawn SVG is ours, but never let an image run anything.
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    ctx.set('X-Content-Type-Options', 'nosniff');
    return Buffer.from(avatar.data);
  }),
];
