import { useState } from 'react';
import {
  familyApi,
  MAX_FEED_BYTES,
  SUBSCRIPTION_COLORS,
  subscriptionsApi,
  type CalendarSubscription,
} from '@hearth/shared';
import { mutate, useApi } from '../../api/resources';
import { Button } from '../../components/Button';
import { Field, FieldRow } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { SegmentedToggle } from '../../components/SegmentedToggle';
import { formatDateTime } from '../../format';

const str = (fd: FormData, k: string) => String(fd.get(k) ?? '');

function SubscriptionRow({ s, whose }: { s: CalendarSubscription; whose: string }) {
  const [busy, setBusy] = useState(false);
  const run = async (f: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await f();
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="sub-row" data-testid="subscription">
      <span className="sub-dot" style={{ background: s.color }} aria-hidden />
      <div className="sub-main">
        <strong>{s.name}</strong> <span className="cell-muted">· {whose}</span>
        <div className="cell-muted">
          {s.url ? 'Subscribed' : 'Uploaded file'} · {s.event_count} events
          {s.last_fetched_at && ` · updated ${formatDateTime(s.last_fetched_at)}`}
        </div>
        {s.last_error && (
          <div className="sub-error" role="status">
            Last update failed: {s.last_error}
          </div>
        )}
      </div>
      {s.url && (
        <Button
          size="sm"
          variant="secondary"
          busy={busy}
          onClick={() =>
            void run(() =>
              mutate(subscriptionsApi.refresh, { params: { id: s.id } }, ['calendar-subscriptions']),
            )
          }
        >
          Refresh
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Remove ${s.name}`}
        onClick={() =>
          void run(() =>
            mutate(subscriptionsApi.remove, { params: { id: s.id } }, ['calendar-subscriptions', 'meetings']),
          )
        }
      >
        Remove
      </Button>
    </li>
  );
}

/** The family's subscribed calendars (school, club, birthdays): list, add by URL or .ics file, remove. */
export function SubscriptionsModal({ onClose }: { onClose: () => void }) {
  const subs = useApi('calendar-subscriptions', subscriptionsApi.list);
  const family = useApi('family', familyApi.get);
  const [source, setSource] = useState<'url' | 'file'>('url');
  const members = family.data?.members ?? [];
  const whose = (id: string | null) => members.find((m) => m.id === id)?.name ?? 'Whole family';

  const submit = async (fd: FormData) => {
    const common = {
      name: str(fd, 'name'),
      color: str(fd, 'color'),
      member_id: str(fd, 'member_id') || null,
    };
    if (source === 'url')
      await mutate(subscriptionsApi.subscribe, { body: { ...common, url: str(fd, 'url') } }, [
        'calendar-subscriptions',
        'meetings',
      ]);
    else {
      const file = fd.get('file');
      if (!(file instanceof File) || !file.size) throw new Error('Choose an .ics file');
      if (file.size > MAX_FEED_BYTES) throw new Error('The file is larger than 2 MB');
      await mutate(subscriptionsApi.upload, { body: { ...common, ics: await file.text() } }, [
        'calendar-subscriptions',
        'meetings',
      ]);
    }
    (document.getElementById('subscription-form-name') as HTMLInputElement | null)?.form?.reset();
  };

  return (
    <FormModal
      title="Calendars"
      open
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Add Calendar"
      testId="subscriptions-modal"
      size="lg"
    >
      <div className="field-wide">
        {subs.loading && !subs.data ? (
          <p className="cell-muted">Loading…</p>
        ) : subs.data?.length ? (
          <ul className="sub-list">
            {subs.data.map((s) => (
              <SubscriptionRow key={s.id} s={s} whose={whose(s.member_id)} />
            ))}
          </ul>
        ) : (
          <p className="cell-muted">
            No calendars yet. Paste the address of a school, club or team calendar (ICS or webcal), or upload
            an .ics file: its events show in your family's calendar, read-only, updated every hour.
          </p>
        )}
      </div>
      <div className="field-wide">
        <SegmentedToggle
          aria-label="Calendar source"
          size="sm"
          options={[
            { value: 'url', label: 'From a URL' },
            { value: 'file', label: 'Upload .ics' },
          ]}
          value={source}
          onChange={setSource}
        />
      </div>
      <Field label="Name">
        <input id="subscription-form-name" name="name" required placeholder="School calendar" />
      </Field>
      {source === 'url' ? (
        <Field label="Calendar URL">
          <input name="url" required placeholder="webcal://… or https://….ics" />
        </Field>
      ) : (
        <Field label="File">
          <input name="file" type="file" accept=".ics,text/calendar" required />
        </Field>
      )}
      <FieldRow>
        <Field label="Whose">
          <select name="member_id" defaultValue="">
            <option value="">Whole family</option>
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Colour">
          <select name="color" defaultValue={SUBSCRIPTION_COLORS[0]}>
            {SUBSCRIPTION_COLORS.map((c, i) => (
              <option key={c} value={c}>
                {['Blue', 'Green', 'Red', 'Purple', 'Orange', 'Teal', 'Pink', 'Grey'][i]}
              </option>
            ))}
          </select>
        </Field>
      </FieldRow>
    </FormModal>
  );
}
