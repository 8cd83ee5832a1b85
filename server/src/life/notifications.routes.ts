import { notificationsApi, soundOf, SOUNDS, VIBRATION_PATTERNS, type SoundId } from '@hearth/shared';
import { route } from '../http/route.js';
import { ownerOf } from './scope.js';
import { savePreferences } from './notifications.repository.js';
import { loadPreferences } from './notifications.service.js';

export const notificationRoutes = [
  route(notificationsApi.get, ({ db, user }) => loadPreferences(db, user.id)),

  route(notificationsApi.update, async ({ db, user, body, deps, changes }) => {
    const next = { ...(await loadPreferences(db, user.id)), ...body };
    await savePreferences(db, user.id, next, deps.clock());
    changes.emit(ownerOf(user), { resource: 'notification-preferences', action: 'updated', id: user.id });
    return next;
  }),

  route(notificationsApi.availableSounds, () => ({
    sounds: SOUNDS.map((s) => ({ ...s })),
    vibration_patterns: VIBRATION_PATTERNS.map((v) => ({ ...v, pattern: [...v.pattern] })),
  })),

  // The browser synthesises the sound; the server says which one, how loud, and whether it is muted.
  route(notificationsApi.testSound, async ({ db, user, body }) => {
    const prefs = await loadPreferences(db, user.id);
    const sound: SoundId =
      body.sound_type ?? (body.category ? soundOf(prefs, body.category) : prefs.default_sound);
    return {
      message: 'Testing sound',
      sound,
      volume: prefs.volume,
      muted: !prefs.sounds_enabled || sound === 'none',
    };
  }),
];
