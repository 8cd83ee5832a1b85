import { z } from 'zod';
import { endpoint } from '../../http/endpoint.js';
import { ClockTime } from '../../http/primitives.js';

/** Sounds the browser synthesises (client/src/notifications/sounds.ts has one synth per id). */
export const SOUNDS = [
  { id: 'chime', name: 'Chime', description: 'A soft two-note chime' },
  { id: 'bell', name: 'Bell', description: 'A bright bell with a long ring' },
  { id: 'ding', name: 'Ding', description: 'A single short ding' },
  { id: 'pop', name: 'Pop', description: 'A quick bubbly pop' },
  { id: 'alert', name: 'Alert', description: 'Three urgent beeps' },
  { id: 'gentle', name: 'Gentle', description: 'A slow rising tone' },
  { id: 'marimba', name: 'Marimba', description: 'A warm three-note arpeggio' },
  { id: 'none', name: 'None', description: 'Silent' },
] as const;
export const SOUND_IDS = ['chime', 'bell', 'ding', 'pop', 'alert', 'gentle', 'marimba', 'none'] as const;
export const SoundId = z.enum(SOUND_IDS);
export type SoundId = z.infer<typeof SoundId>;

export const VIBRATION_PATTERNS = [
  { id: 'default', name: 'Default', pattern: [200] },
  { id: 'short', name: 'Short', pattern: [100] },
  { id: 'long', name: 'Long', pattern: [600] },
  { id: 'double', name: 'Double', pattern: [150, 100, 150] },
  { id: 'triple', name: 'Triple', pattern: [100, 80, 100, 80, 100] },
  { id: 'heartbeat', name: 'Heartbeat', pattern: [100, 120, 250] },
] as const;
export const VibrationPatternId = z.enum(['default', 'short', 'long', 'double', 'triple', 'heartbeat']);

export const REMINDER_CATEGORIES = [
  'task',
  'meeting',
  'school',
  'activity',
  'payment',
  'turn_rotation',
  'timer_complete',
  'plan_edit',
  'security',
] as const;
export const ReminderCategory = z.enum(REMINDER_CATEGORIES);
export type ReminderCategory = z.infer<typeof ReminderCategory>;

/** Channels that reach someone whose Hearth is closed. */
export const DELIVERY_CHANNELS = ['push', 'email', 'ntfy'] as const;
export const DeliveryChannel = z.enum(DELIVERY_CHANNELS);
export type DeliveryChannel = z.infer<typeof DeliveryChannel>;
export const ReminderDelivery = z
  .object(
    Object.fromEntries(REMINDER_CATEGORIES.map((c) => [c, z.array(DeliveryChannel).max(3)])) as Record<
      ReminderCategory,
      z.ZodArray<typeof DeliveryChannel>
    >,
  )
  .strict();
export type ReminderDelivery = z.infer<typeof ReminderDelivery>;
/** Push for every category, except the in-app timer (no channel) and security alerts (push and email). */
const DEFAULT_DELIVERY = Object.fromEntries(
  REMINDER_CATEGORIES.map((c) => [
    c,
    c === 'timer_complete' ? [] : c === 'security' ? ['push', 'email'] : ['push'],
  ]),
) as ReminderDelivery;

/**
 * Categories delivered during quiet hours too: a security alert (a new sign-in, a changed password or
 * address) is rare, comes from an action on the account, and is worth waking for if it was not you.
 */
export const IGNORES_QUIET_HOURS: readonly ReminderCategory[] = ['security'];

const NtfyTopicUrl = z
  .url({ protocol: /^https?$/, error: 'An ntfy topic URL starts with http:// or https://' })
  .max(300);

export const NotificationPreferences = z.object({
  desktop_notifications_enabled: z.boolean(),
  desktop_sound_enabled: z.boolean(),
  sounds_enabled: z.boolean(),
  default_sound: SoundId,
  volume: z.number().min(0).max(1),
  task_reminder_sound: SoundId,
  meeting_reminder_sound: SoundId,
  school_reminder_sound: SoundId,
  activity_reminder_sound: SoundId,
  payment_reminder_sound: SoundId,
  turn_rotation_sound: SoundId,
  timer_complete_sound: SoundId,
  vibration_enabled: z.boolean(),
  vibration_pattern: VibrationPatternId,
  dnd_enabled: z.boolean(),
  dnd_start_time: ClockTime,
  dnd_end_time: ClockTime,
  badge_count_enabled: z.boolean(),
  lock_screen_notifications: z.boolean(),
  /** Where each category's reminders go when no Hearth tab is open (an open tab always shows them). */
  delivery: ReminderDelivery,
  /** An ntfy topic URL (https://ntfy.sh/my-topic or one on the home server), or null. */
  ntfy_topic_url: NtfyTopicUrl.nullable(),
  /** Meetings are announced this many minutes before they start. */
  meeting_lead_minutes: z
    .number()
    .int()
    .min(0, 'Lead time cannot be negative')
    .max(240, 'At most 240 minutes'),
  /** A morning email (07:00 in the member's zone) with today's tasks due and meetings. */
  email_digest: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  desktop_notifications_enabled: false,
  desktop_sound_enabled: true,
  sounds_enabled: true,
  default_sound: 'chime',
  volume: 0.8,
  task_reminder_sound: 'ding',
  meeting_reminder_sound: 'bell',
  school_reminder_sound: 'chime',
  activity_reminder_sound: 'marimba',
  payment_reminder_sound: 'alert',
  turn_rotation_sound: 'pop',
  timer_complete_sound: 'gentle',
  vibration_enabled: false,
  vibration_pattern: 'default',
  dnd_enabled: false,
  dnd_start_time: '22:00',
  dnd_end_time: '07:00',
  badge_count_enabled: true,
  lock_screen_notifications: true,
  delivery: DEFAULT_DELIVERY,
  ntfy_topic_url: null,
  meeting_lead_minutes: 15,
  email_digest: false,
};

/** The preference naming the sound of each reminder category (others play the default sound). */
export const SOUND_FIELD_OF: Partial<Record<ReminderCategory, keyof NotificationPreferences>> = {
  task: 'task_reminder_sound',
  meeting: 'meeting_reminder_sound',
  school: 'school_reminder_sound',
  activity: 'activity_reminder_sound',
  payment: 'payment_reminder_sound',
  turn_rotation: 'turn_rotation_sound',
  timer_complete: 'timer_complete_sound',
};

/** The sound a reminder of `category` plays. */
export const soundOf = (prefs: NotificationPreferences, category: ReminderCategory): SoundId => {
  const field = SOUND_FIELD_OF[category];
  return field ? (prefs[field] as SoundId) : prefs.default_sound;
};

/** PUT sends one changed field (or several); the answer is the full preferences. */
export const NotificationPreferencesPatch = NotificationPreferences.extend({
  volume: z
    .number()
    .min(0, 'Volume must be between 0 and 1')
    .max(1, 'Volume must be between 0 and 1')
    .transform((v) => Math.round(v * 10) / 10),
})
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'Nothing to change');

export const AvailableSounds = z.object({
  sounds: z.array(z.object({ id: SoundId, name: z.string(), description: z.string() })),
  vibration_patterns: z.array(
    z.object({ id: VibrationPatternId, name: z.string(), pattern: z.array(z.number()) }),
  ),
});

export const TestSoundBody = z.object({
  sound_type: SoundId.optional(),
  category: ReminderCategory.optional(),
});
export const TestSoundAnswer = z.object({
  message: z.string(),
  sound: SoundId,
  volume: z.number(),
  muted: z.boolean(),
});

/** A reminder pushed over socket.io to `user:{id}` (event 'reminder'). */
export const Reminder = z.object({
  key: z.string(),
  category: ReminderCategory,
  title: z.string(),
  body: z.string(),
  at: z.string(),
  /** The page it opens (else the category's page). */
  url: z.string().optional(),
});
export type Reminder = z.infer<typeof Reminder>;

export const notificationsApi = {
  get: endpoint({
    method: 'get',
    path: '/api/notification-preferences',
    summary: 'My notification and sound preferences',
    answer: NotificationPreferences,
    tag: 'notifications',
  }),
  update: endpoint({
    method: 'put',
    path: '/api/notification-preferences',
    summary: 'Change some of my notification preferences',
    body: NotificationPreferencesPatch,
    answer: NotificationPreferences,
    tag: 'notifications',
  }),
  availableSounds: endpoint({
    method: 'get',
    path: '/api/notification-preferences/available-sounds',
    summary: 'Sounds and vibration patterns to choose from',
    answer: AvailableSounds,
    tag: 'notifications',
  }),
  testSound: endpoint({
    method: 'post',
    path: '/api/notification-preferences/test-sound',
    summary: 'Which sound and volume a test should play (the browser synthesises it)',
    body: TestSoundBody,
    answer: TestSoundAnswer,
    tag: 'notifications',
  }),
};
