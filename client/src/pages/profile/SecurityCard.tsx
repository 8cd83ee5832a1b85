import { useState, type FormEvent } from 'react';
import { accountApi, deviceName } from '@hearth/shared';
import { api, messageOf } from '../../api/client';
import { invalidate, useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { useConfirm } from '../../components/ConfirmDialog';
import { FieldRow } from '../../components/Field';
import { NewPasswordFields, SECRETS_DIFFER, SecretField, secretsDiffer } from '../../components/SecretField';
import { toast } from '../../components/toast';
import { formatDateTime } from '../../format';
import { markLeaving } from '../../layout/leaving';
import { useSession } from '../../state/session';

function ChangePassword() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const fd = new FormData(form);
    if (secretsDiffer(fd, 'new_password')) return setError(SECRETS_DIFFER);
    setError(null);
    setBusy(true);
    try {
      await api(accountApi.changePassword, {
        body: {
          current_password: String(fd.get('current_password')),
          new_password: String(fd.get('new_password')),
        },
      });
      form.reset();
      await invalidate('profile');
      toast('Password changed. Your other devices were signed out.');
    } catch (err) {
      setError(messageOf(err, 'Could not change your password. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-grid security-password" onSubmit={submit} data-testid="password-form">
      <SecretField label="Current password" name="current_password" purpose="current" wide />
      <FieldRow>
        <NewPasswordFields name="new_password" />
      </FieldRow>
      {error && (
        <div className="form-error" role="alert">
          {error}
        </div>
      )}
      <div className="profile-form-actions">
        <Button type="submit" busy={busy}>
          Change password
        </Button>
      </div>
    </form>
  );
}

function Sessions() {
  const { data, loading, error } = useApi('profile', accountApi.sessions);
  const confirm = useConfirm();
  const signedOut = useSession((s) => s.signedOut);
  const [ending, setEnding] = useState<string | null>(null);

  const endOne = async (id: string) => {
    setEnding(id);
    try {
      await api(accountApi.endSession, { params: { id } });
      await invalidate('profile');
      toast('Signed out that device');
    } catch (err) {
      toast.error(messageOf(err, 'Could not sign out that device'));
    } finally {
      setEnding(null);
    }
  };

  const endAll = async () => {
    const ok = await confirm('Sign out of Hearth on every device, this one included?', {
      title: 'Sign out everywhere',
      confirmLabel: 'Sign out everywhere',
    });
    if (!ok) return;
    try {
      await api(accountApi.endAllSessions, {});
      markLeaving();
      signedOut();
    } catch (err) {
      toast.error(messageOf(err, 'Could not sign out everywhere'));
    }
  };

  if (loading && !data) return <div className="skeleton-bar" />;
  if (!data)
    return <p className="form-error">{error ? messageOf(error, 'Could not load your sessions') : ''}</p>;
  return (
    <>
      <ul className="session-list" data-testid="session-list">
        {data.sessions.map((s) => (
          <li key={s.id} className="session-row">
            <div className="session-meta">
              <strong>{deviceName(s.user_agent)}</strong>
              <span className="cell-muted">
                Signed in {formatDateTime(s.created_at)} · last seen {formatDateTime(s.last_seen_at)}
              </span>
            </div>
            {s.current ? (
              <Badge tone="green">This device</Badge>
            ) : (
              <Button size="sm" variant="secondary" busy={ending === s.id} onClick={() => endOne(s.id)}>
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="profile-form-actions">
        <Button variant="danger" onClick={endAll}>
          Sign out everywhere
        </Button>
      </div>
    </>
  );
}

/** The profile's Security section: password and signed-in devices. */
export function SecurityCard() {
  return (
    <Card title="Security" className="security-card" data-testid="security-card">
      <h3 className="security-heading">Password</h3>
      <ChangePassword />
      <h3 className="security-heading">Where you're signed in</h3>
      <Sessions />
    </Card>
  );
}
