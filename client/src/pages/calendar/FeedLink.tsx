import { useState } from 'react';
import { calendarApi } from '@hearth/shared';
import { api } from '../../api/client';
import { Button } from '../../components/Button';
import { useConfirm } from '../../components/ConfirmDialog';
import { Modal } from '../../components/Modal';
import { toast } from '../../components/toast';

/** The personal ICS feed: a secret URL a phone calendar subscribes to; shown once, replaceable, revocable. */
export function FeedLink() {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [activeSince, setActiveSince] = useState<string | null>(null);
  const confirm = useConfirm();

  const show = () => {
    setOpen(true);
    api(calendarApi.feedStatus, {})
      .then((s) => setActiveSince(s.created_at))
      .catch((e) => console.error('feed status failed', e));
  };

  const issue = async () => {
    setBusy(true);
    try {
      const { url } = await api(calendarApi.feedUrl, {});
      setUrl(`${location.origin}${new URL(url).pathname}`);
      setActiveSince(new Date().toISOString());
    } catch (e) {
      toast.error('Could not create a feed link');
      console.error(e);
    } finally {
      setBusy(false);
    }
  };
  const revoke = async () => {
    if (
      !(await confirm('Stop the calendar feed? Subscribed calendars will stop updating.', {
        danger: true,
        confirmLabel: 'Revoke',
      }))
    )
      return;
    await api(calendarApi.revokeFeed, {}).catch((e) => console.error(e));
    setUrl(null);
    setActiveSince(null);
    toast('Calendar feed revoked');
  };

  return (
    <>
      <Button variant="secondary" onClick={show}>
        Subscribe
      </Button>
      <Modal
        title="Subscribe in your phone's calendar"
        open={open}
        onClose={() => setOpen(false)}
        description="A private link to your meetings and dated tasks (iCalendar). Anyone with the link can read them."
        footer={
          <>
            <Button variant="ghost" onClick={() => void revoke()}>
              Revoke link
            </Button>
            <Button onClick={() => void issue()} busy={busy}>
              {url ? 'Create a new link' : 'Create link'}
            </Button>
          </>
        }
      >
        {url ? (
          <>
            <input
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              aria-label="Feed URL"
              style={{ width: '100%' }}
            />
            <p className="work-muted">
              Copy it now: it is shown only once. A new link replaces this one.{' '}
              <a href={url.replace(/^https?:/, 'webcal:')}>Open in calendar app</a>
            </p>
          </>
        ) : (
          <p className="work-muted">
            {activeSince
              ? `A feed link is active since ${new Date(activeSince).toLocaleDateString()}. It was shown once; create a new link to see one again (the old one stops working).`
              : 'Create a link, then add it as a subscribed calendar on your phone or computer.'}
          </p>
        )}
      </Modal>
    </>
  );
}
