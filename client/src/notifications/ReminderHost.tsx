import { useEffect } from 'react';
import {
  clockIn,
  isQuietTime,
  notificationsApi,
  soundOf,
  VIBRATION_PATTERNS,
  type Reminder,
} from '@hearth/shared';
import { api } from '../api/client';
import { onReminder } from '../api/realtime';
import { toast } from '../components/toast';
import { playSound } from './sounds';

/** What a reminder does in this browser, given the user's preferences: notification, sound, vibration, or nothing in DND. */
async function deliver(r: Reminder): Promise<void> {
  const prefs = await api(notificationsApi.get, {});
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (prefs.dnd_enabled && isQuietTime(clockIn(tz, new Date()), prefs.dnd_start_time, prefs.dnd_end_time))
    return;

  toast.info(`${r.title}: ${r.body}`);
  const desktop =
    prefs.desktop_notifications_enabled &&
    typeof Notification !== 'undefined' &&
    Notification.permission === 'granted';
  if (desktop) new Notification(r.title, { body: r.body, tag: r.key, silent: true });
  if (prefs.sounds_enabled && (!desktop || prefs.desktop_sound_enabled))
    playSound(soundOf(prefs, r.category), prefs.volume);
  if (prefs.vibration_enabled && 'vibrate' in navigator) {
    const pattern = VIBRATION_PATTERNS.find((v) => v.id === prefs.vibration_pattern)?.pattern ?? [200];
    navigator.vibrate([...pattern]);
  }
}

/**
 * Delivers the server's reminders (tasks due, meetings and school runs about to start, turn-rotation
 * changes) that arrive over the tab's realtime connection. Mounted once by the layout.
 */
export function ReminderHost() {
  useEffect(
    () =>
      onReminder((r) => {
        deliver(r).catch((err: unknown) => console.error('reminder delivery failed', err));
      }),
    [],
  );
  return null;
}
