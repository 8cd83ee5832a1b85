import { useEffect, useState, type ReactNode } from 'react';
import { notificationsApi, type NotificationPreferences, type SoundId } from '@hearth/shared';
import { api, messageOf } from '../../api/client';
import { mutate, useApi } from '../../api/resources';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Page } from '../../components/Page';
import { toast } from '../../components/toast';
import { playSound } from '../../notifications/sounds';
import { ChannelsCard, PushDevicesCard } from './DeliveryCards';
import './notifications.css';

type Prefs = NotificationPreferences;
type SoundField =
  | 'default_sound'
  | 'task_reminder_sound'
  | 'meeting_reminder_sound'
  | 'school_reminder_sound'
  | 'activity_reminder_sound'
  | 'payment_reminder_sound'
  | 'turn_rotation_sound'
  | 'timer_complete_sound';

const CATEGORY_SOUNDS: { field: SoundField; label: string }[] = [
  { field: 'task_reminder_sound', label: 'Task reminders' },
  { field: 'meeting_reminder_sound', label: 'Meeting reminders' },
  { field: 'school_reminder_sound', label: 'School pickups & drop-offs' },
  { field: 'activity_reminder_sound', label: 'Kid activities' },
  { field: 'payment_reminder_sound', label: 'Payment reminders' },
  { field: 'turn_rotation_sound', label: 'Turn rotations' },
  { field: 'timer_complete_sound', label: 'Timer complete' },
];

function Toggle({
  label,
  hint,
  checked,
  onChange,
  testId,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  testId?: string;
}) {
  return (
    <label className="pref-row">
      <span className="pref-text">
        <span className="pref-label">{label}</span>
        {hint && <span className="pref-hint">{hint}</span>}
      </span>
      <input
        type="checkbox"
        role="switch"
        className="switch"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
    </label>
  );
}

function Row({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="pref-row">
      <span className="pref-text">
        <span className="pref-label">{label}</span>
        {hint && <span className="pref-hint">{hint}</span>}
      </span>
      <span className="pref-control">{children}</span>
    </div>
  );
}

/** A 'Test' button: plays the sound at the chosen volume, then stays disabled for 1 second. */
function TestButton({ sound, label }: { sound: SoundId; label: string }) {
  const [cooling, setCooling] = useState(false);
  const test = async () => {
    setCooling(true);
    setTimeout(() => setCooling(false), 1000);
    try {
      const answer = await api(notificationsApi.testSound, { body: { sound_type: sound } });
      toast.info(answer.muted ? 'Sounds are turned off' : 'Testing sound');
      if (!answer.muted) playSound(answer.sound, answer.volume);
    } catch (err) {
      toast.error(messageOf(err, 'Could not play the sound'));
    }
  };
  return (
    <Button size="sm" variant="secondary" onClick={test} disabled={cooling} aria-label={`Test ${label}`}>
      Test
    </Button>
  );
}

export default function NotificationsPage() {
  const { data: saved, loading } = useApi('notification-preferences', notificationsApi.get);
  // Changes show at once; the server's answer replaces them (or they roll back on failure).
  const [optimistic, setOptimistic] = useState<Partial<Prefs>>({});
  const prefs = saved && { ...saved, ...optimistic };
  const { data: available } = useApi('notification-preferences', notificationsApi.availableSounds);
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(
    typeof Notification === 'undefined' ? 'unsupported' : Notification.permission,
  );
  const [volume, setVolume] = useState<number | null>(null);
  useEffect(() => setVolume(null), [prefs?.volume]);

  const save = async <K extends keyof Prefs>(field: K, value: Prefs[K]) => {
    setOptimistic((o) => ({ ...o, [field]: value }));
    try {
      await mutate(notificationsApi.update, { body: { [field]: value } as Partial<Prefs> }, [
        'notification-preferences',
      ]);
    } catch (err) {
      toast.error(messageOf(err, 'Could not save the preference'));
    } finally {
      setOptimistic(({ [field]: _done, ...rest }) => rest as Partial<Prefs>);
    }
  };

  const toggleDesktop = async (on: boolean) => {
    if (!on) return save('desktop_notifications_enabled', false);
    if (typeof Notification === 'undefined')
      return toast.error('This browser does not support desktop notifications');
    const result = await Notification.requestPermission();
    setPermission(result);
    if (result !== 'granted')
      return toast.error('Notifications are blocked for this site in your browser settings');
    await save('desktop_notifications_enabled', true);
    toast('Desktop notifications enabled!');
  };

  if (loading && !prefs)
    return (
      <Page testId="notifications-page" title="Notification & Sound Settings">
        <div className="skeleton-bar" />
      </Page>
    );
  if (!prefs)
    return (
      <Page testId="notifications-page" title="Notification & Sound Settings">
        <p>Could not load your preferences.</p>
      </Page>
    );

  const sounds = available?.sounds ?? [];
  const soundSelect = (field: SoundField, label: string) => (
    <>
      <select
        value={prefs[field]}
        onChange={(e) => save(field, e.target.value as SoundId)}
        aria-label={label}
      >
        {sounds.map((s) => (
          <option key={s.id} value={s.id} title={s.description}>
            {s.name}
          </option>
        ))}
      </select>
      <TestButton sound={prefs[field]} label={label} />
    </>
  );
  const shownVolume = volume ?? prefs.volume;

  return (
    <Page
      testId="notifications-page"
      title="Notification & Sound Settings"
      subtitle="Choose how Hearth reminds you of tasks, meetings, school runs and turns, with Hearth open or closed."
    >
      <div className="prefs-grid">
        <Card title="Desktop notifications">
          <Toggle
            label="Desktop notifications"
            hint={
              permission === 'denied'
                ? 'Blocked in your browser settings'
                : permission === 'unsupported'
                  ? 'Not supported in this browser'
                  : 'Show reminders even when Hearth is in the background'
            }
            checked={prefs.desktop_notifications_enabled}
            onChange={toggleDesktop}
            testId="pref-desktop"
          />
          <Toggle
            label="Play sound with desktop notifications"
            checked={prefs.desktop_sound_enabled}
            onChange={(v) => save('desktop_sound_enabled', v)}
          />
          <Toggle
            label="Show on lock screen"
            checked={prefs.lock_screen_notifications}
            onChange={(v) => save('lock_screen_notifications', v)}
          />
          <Toggle
            label="Badge count"
            hint="Count unread reminders on the app icon"
            checked={prefs.badge_count_enabled}
            onChange={(v) => save('badge_count_enabled', v)}
          />
        </Card>

        <Card title="Sounds">
          <Toggle
            label="Sounds"
            checked={prefs.sounds_enabled}
            onChange={(v) => save('sounds_enabled', v)}
            testId="pref-sounds"
          />
          <Row label="Default sound">{soundSelect('default_sound', 'Default sound')}</Row>
          <Row label="Volume" hint={`${Math.round(shownVolume * 100)}%`}>
            <input
              type="range"
              min={0}
              max={1}
              step={0.1}
              value={shownVolume}
              aria-label="Volume"
              data-testid="pref-volume"
              onChange={(e) => setVolume(Number(e.target.value))}
              onPointerUp={() => volume !== null && save('volume', volume)}
              onKeyUp={() => volume !== null && save('volume', volume)}
              onBlur={() => volume !== null && volume !== prefs.volume && save('volume', volume)}
            />
          </Row>
        </Card>

        <Card title="Reminder sounds">
          {CATEGORY_SOUNDS.map((c) => (
            <Row key={c.field} label={c.label}>
              {soundSelect(c.field, c.label)}
            </Row>
          ))}
        </Card>

        <Card title="Vibration">
          <Toggle
            label="Vibrate on reminders"
            hint="On devices that can vibrate"
            checked={prefs.vibration_enabled}
            onChange={(v) => save('vibration_enabled', v)}
          />
          <Row label="Pattern">
            <select
              value={prefs.vibration_pattern}
              onChange={(e) => save('vibration_pattern', e.target.value as Prefs['vibration_pattern'])}
              aria-label="Vibration pattern"
              disabled={!prefs.vibration_enabled}
            >
              {available?.vibration_patterns.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
            </select>
          </Row>
        </Card>

        <Card title="Do not disturb">
          <Toggle
            label="Do not disturb"
            hint="No sounds or notifications during these hours"
            checked={prefs.dnd_enabled}
            onChange={(v) => save('dnd_enabled', v)}
            testId="pref-dnd"
          />
          <Row label="From">
            <input
              type="time"
              value={prefs.dnd_start_time}
              onChange={(e) => e.target.value && save('dnd_start_time', e.target.value)}
              aria-label="Do not disturb from"
              disabled={!prefs.dnd_enabled}
            />
          </Row>
          <Row label="Until">
            <input
              type="time"
              value={prefs.dnd_end_time}
              onChange={(e) => e.target.value && save('dnd_end_time', e.target.value)}
              aria-label="Do not disturb until"
              disabled={!prefs.dnd_enabled}
            />
          </Row>
        </Card>
        <PushDevicesCard />
        <ChannelsCard prefs={prefs} save={save} />
      </div>
    </Page>
  );
}
