import { useEffect, useState } from 'react';
import {
  DELIVERY_CHANNELS,
  pushApi,
  REMINDER_CATEGORIES,
  type DeliveryChannel,
  type NotificationPreferences,
  type ReminderCategory,
} from '@hearth/shared';
import { api, messageOf } from '../../api/client';
import { mutate, useApi } from '../../api/resources';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { toast } from '../../components/toast';
import { pushSupported, subscribeThisDevice, thisDeviceEndpoint } from './pushDevice';

const CATEGORY_LABEL: Record<ReminderCategory, string> = {
  task: 'Tasks due',
  meeting: 'Meetings',
  school: 'School runs',
  activity: 'Kid activities',
  payment: 'Bills and payments',
  turn_rotation: 'Turns and chores',
  timer_complete: 'Timer complete',
  plan_edit: 'Plan edits by others',
  security: 'Security alerts',
};
const CHANNEL_LABEL: Record<DeliveryChannel, string> = { push: 'Push', email: 'Email', ntfy: 'ntfy' };

type Save = <K extends keyof NotificationPreferences>(
  field: K,
  value: NotificationPreferences[K],
) => Promise<void>;

/** The devices that get push notifications, with this one turned on or off here. */
export function PushDevicesCard() {
  const { data: devices } = useApi('notification-preferences', pushApi.list);
  const [mine, setMine] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void thisDeviceEndpoint().then(setMine);
  }, [devices]);
  const registered = devices?.some((d) => d.endpoint === mine);

  const turnOn = async () => {
    setBusy(true);
    try {
      await subscribeThisDevice();
      setMine(await thisDeviceEndpoint());
      await mutate(pushApi.list, {}, ['notification-preferences']);
      toast('Push notifications are on for this device');
    } catch (err) {
      toast.error(messageOf(err, 'Could not turn on push notifications'));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: string) => {
    try {
      await mutate(pushApi.remove, { params: { id } }, ['notification-preferences']);
    } catch (err) {
      toast.error(messageOf(err, 'Could not remove the device'));
    }
  };
  const test = async () => {
    try {
      const r = await api(pushApi.test, {});
      if (r.sent) toast(`Test sent (${r.sent})`);
      else toast.info('Nothing was sent: turn on a device or an ntfy topic first');
      if (r.failed) toast.error(`${r.failed} could not be reached`);
    } catch (err) {
      toast.error(messageOf(err, 'Could not send a test'));
    }
  };

  return (
    <Card title="When Hearth is closed">
      <p className="pref-hint">
        Reminders reach an open Hearth tab at once. With Hearth closed they go to the devices and channels
        below.
      </p>
      <div className="pref-row">
        <span className="pref-text">
          <span className="pref-label">This device</span>
          <span className="pref-hint">
            {!pushSupported()
              ? 'This browser cannot receive push notifications'
              : registered
                ? 'Receives push notifications'
                : 'Not receiving push notifications'}
          </span>
        </span>
        <span className="pref-control">
          {pushSupported() && !registered && (
            <Button size="sm" onClick={turnOn} busy={busy}>
              Turn on
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={test}>
            Send a test
          </Button>
        </span>
      </div>
      <ul className="device-list" aria-label="Devices receiving push notifications">
        {devices?.length === 0 && <li className="pref-hint">No devices yet.</li>}
        {devices?.map((d) => (
          <li key={d.id} className="pref-row">
            <span className="pref-text">
              <span className="pref-label">
                {d.device || 'A device'}
                {d.endpoint === mine ? ' (this device)' : ''}
              </span>
              <span className="pref-hint">
                via {d.push_service}
                {d.last_sent_at ? ` · last sent ${new Date(d.last_sent_at).toLocaleString()}` : ''}
              </span>
            </span>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => remove(d.id)}
              aria-label={`Remove ${d.device || 'device'}`}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Which channels each kind of reminder uses, the ntfy topic, and the meeting lead time. */
export function ChannelsCard({ prefs, save }: { prefs: NotificationPreferences; save: Save }) {
  const [ntfy, setNtfy] = useState(prefs.ntfy_topic_url ?? '');
  useEffect(() => setNtfy(prefs.ntfy_topic_url ?? ''), [prefs.ntfy_topic_url]);
  const toggle = (category: ReminderCategory, channel: DeliveryChannel, on: boolean) => {
    const current = prefs.delivery[category];
    const next = on
      ? [...current.filter((c) => c !== channel), channel]
      : current.filter((c) => c !== channel);
    void save('delivery', { ...prefs.delivery, [category]: next });
  };
  return (
    <Card title="Reminder channels" className="prefs-wide">
      <div className="channels-layout">
        <div>
          <table className="channel-grid">
            <caption className="visually-hidden">Channels per kind of reminder</caption>
            <thead>
              <tr>
                <th scope="col">Reminder</th>
                {DELIVERY_CHANNELS.map((c) => (
                  <th key={c} scope="col">
                    {CHANNEL_LABEL[c]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {REMINDER_CATEGORIES.map((category) => (
                <tr key={category}>
                  <th scope="row">{CATEGORY_LABEL[category]}</th>
                  {DELIVERY_CHANNELS.map((channel) => (
                    <td key={channel}>
                      <input
                        type="checkbox"
                        aria-label={`${CATEGORY_LABEL[category]} by ${CHANNEL_LABEL[channel]}`}
                        checked={prefs.delivery[category].includes(channel)}
                        onChange={(e) => toggle(category, channel, e.target.checked)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="pref-hint channel-note">
            Security alerts (a new sign-in, a changed password or address) are sent during quiet hours too.
            Plan edits come from plans you follow, at most one per person per plan every 5 minutes.
          </p>
        </div>
        <div>
          <form
            className="pref-row pref-row-stack"
            onSubmit={(e) => {
              e.preventDefault();
              void save('ntfy_topic_url', ntfy.trim() || null);
            }}
          >
            <label className="pref-text" htmlFor="ntfy-topic">
              <span className="pref-label">ntfy topic URL</span>
              <span className="pref-hint">
                e.g. https://ntfy.sh/rivera-family-7d2f or one on your home server
              </span>
            </label>
            <span className="pref-control">
              <input
                id="ntfy-topic"
                type="url"
                value={ntfy}
                onChange={(e) => setNtfy(e.target.value)}
                placeholder="https://ntfy.sh/your-topic"
              />
              <Button size="sm" type="submit" variant="secondary">
                Save
              </Button>
            </span>
          </form>
          <div className="pref-row">
            <label className="pref-text" htmlFor="email-digest">
              <span className="pref-label">Daily digest by email</span>
              <span className="pref-hint">Today's tasks and meetings, at 7:00 each morning</span>
            </label>
            <span className="pref-control">
              <input
                id="email-digest"
                type="checkbox"
                checked={prefs.email_digest}
                onChange={(e) => void save('email_digest', e.target.checked)}
              />
            </span>
          </div>
          <div className="pref-row">
            <label className="pref-text" htmlFor="meeting-lead">
              <span className="pref-label">Meeting reminders</span>
              <span className="pref-hint">Minutes before a meeting starts</span>
            </label>
            <span className="pref-control">
              <select
                id="meeting-lead"
                value={prefs.meeting_lead_minutes}
                onChange={(e) => void save('meeting_lead_minutes', Number(e.target.value))}
              >
                {[5, 10, 15, 30, 60, 120].map((m) => (
                  <option key={m} value={m}>
                    {m} min
                  </option>
                ))}
              </select>
            </span>
          </div>
        </div>
      </div>
    </Card>
  );
}
