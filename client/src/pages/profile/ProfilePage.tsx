import { useRef, useState, type FormEvent } from 'react';
import {
  accountApi,
  authApi,
  AVATAR_CAPTIONS,
  AVATAR_MAX_BYTES,
  AVATAR_STYLES,
  profileApi,
} from '@hearth/shared';
import { api, messageOf } from '../../api/client';
import { mutate, useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { Page } from '../../components/Page';
import { toast } from '../../components/toast';
import { useSession } from '../../state/session';
import { SecurityCard } from './SecurityCard';
import { ServerAdminCard } from '../settings/ServerAdminCard';
import './profile.css';

const FEATURES = [
  { icon: '✦', title: 'AI assistant', text: 'Ask about spending, tasks, meetings and time.' },
  { icon: '⚖', title: 'Work-life harmony', text: 'Switch between work and life modes.' },
  { icon: '◷', title: 'Intentional time', text: 'Time blocks, tracking and value per hour.' },
  { icon: '$', title: 'Financial clarity', text: 'Receipt scanning, credit monitoring, spending insights.' },
  { icon: '⌂', title: 'Family collaboration', text: 'Kids, school runs, caregivers and shared plans.' },
  { icon: '▦', title: 'Holistic analytics', text: 'Dashboards and live trackers in one place.' },
];

/** Reloads the signed-in user so the sidebar and everything else show the new name and avatar. */
async function refreshSession() {
  const { user } = await api(authApi.me, {});
  useSession.getState().signedIn(user);
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });

export default function ProfilePage() {
  const { data: profile, loading } = useApi('profile', profileApi.get);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [aiOpen, setAiOpen] = useState(false);
  const [aiText, setAiText] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fd = new FormData(e.currentTarget);
    setSaving(true);
    setFormError(null);
    try {
      const saved = await mutate(
        profileApi.update,
        {
          body: {
            name: String(fd.get('name') ?? ''),
            email: String(fd.get('email') ?? ''),
            role: String(fd.get('role') ?? ''),
          },
        },
        ['profile', 'family'],
      );
      await refreshSession();
      setEditing(false);
      toast(
        saved.pending_email && saved.pending_email !== profile?.pending_email
          ? `Profile updated. Open the link we sent to ${saved.pending_email} to use it.`
          : 'Profile updated',
      );
    } catch (err) {
      setFormError(messageOf(err, 'Could not save your profile. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return toast.error('Please choose an image file');
    if (file.size > AVATAR_MAX_BYTES) return toast.error('Image must be 2 MB or smaller');
    setUploading(true);
    try {
      await mutate(profileApi.uploadAvatar, { body: { image_base64: await readAsDataUrl(file) } }, [
        'profile',
        'family',
      ]);
      await refreshSession();
      toast('Photo uploaded');
    } catch (err) {
      toast.error(messageOf(err, 'Could not upload the photo'));
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const generate = async (fd: FormData) => {
    const answer = await mutate(
      profileApi.generateAvatar,
      {
        body: {
          style: String(fd.get('style')) as (typeof AVATAR_STYLES)[number],
          description: String(fd.get('description') ?? ''),
        },
      },
      ['profile', 'family'],
    );
    await refreshSession();
    setAiText(answer.response);
    setAiOpen(false);
  };

  const pendingAction = async (action: 'resend' | 'cancel') => {
    try {
      if (action === 'resend') {
        await api(accountApi.resendEmailChange, {});
        toast('We sent the link again');
      } else {
        await mutate(accountApi.cancelEmailChange, {}, ['profile']);
        toast('Email change cancelled');
      }
    } catch (err) {
      toast.error(messageOf(err, 'Something went wrong. Please try again.'));
    }
  };

  const removeAvatar = async () => {
    try {
      await mutate(profileApi.removeAvatar, {}, ['profile', 'family']);
      await refreshSession();
      setAiText(null);
    } catch (err) {
      toast.error(messageOf(err, 'Could not remove the avatar'));
    }
  };

  if (loading && !profile)
    return (
      <Page testId="profile-page" title="Profile Settings">
        <div className="skeleton-bar" />
      </Page>
    );
  if (!profile)
    return (
      <Page testId="profile-page" title="Profile Settings">
        <p>Could not load your profile.</p>
      </Page>
    );

  return (
    <Page
      testId="profile-page"
      title="Profile Settings"
      subtitle="Your name, photo and role, as your family sees them."
    >
      <div className="profile-layout">
        <Card className="profile-card">
          <div className="profile-avatar-wrap">
            {profile.avatar_url ? (
              <img
                className="profile-avatar"
                src={profile.avatar_url}
                alt={`${profile.name}'s avatar`}
                data-testid="profile-avatar"
              />
            ) : (
              <span
                className="profile-avatar profile-initial"
                data-testid="profile-avatar"
                aria-label={`${profile.name}'s initial`}
              >
                {(profile.name || 'User').charAt(0).toUpperCase()}
              </span>
            )}
          </div>
          <p className="avatar-caption" data-testid="avatar-caption">
            {AVATAR_CAPTIONS[profile.avatar_type]}
          </p>
          {aiText && <p className="ai-response">{aiText}</p>}
          <div className="avatar-actions">
            <input
              ref={fileRef}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              hidden
              onChange={(e) => upload(e.target.files?.[0])}
              data-testid="avatar-file"
            />
            <Button variant="secondary" size="sm" onClick={() => fileRef.current?.click()} busy={uploading}>
              Upload Photo
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setAiOpen(true)}>
              AI Avatar
            </Button>
            {profile.avatar_type !== 'default' && (
              <Button variant="ghost" size="sm" onClick={removeAvatar}>
                Remove
              </Button>
            )}
          </div>
          <h2 className="profile-name">{profile.name}</h2>
          <p className="profile-sub">@{profile.username}</p>
          <Badge tone={profile.verified ? 'green' : 'grey'}>{profile.verified ? 'Verified' : 'Member'}</Badge>
        </Card>

        <Card
          title="Personal information"
          actions={
            !editing &&
            profile.email !== null && (
              <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )
          }
        >
          {editing ? (
            <form className="form-grid" onSubmit={save} data-testid="profile-form">
              <Field label="Name">
                <input name="name" required maxLength={200} defaultValue={profile.name} />
              </Field>
              <Field label="Email">
                <input
                  name="email"
                  type="email"
                  required
                  maxLength={254}
                  defaultValue={profile.email ?? ''}
                />
              </Field>
              <Field label="Role" hint="e.g. Parent, Designer, Student" wide>
                <input name="role" maxLength={100} defaultValue={profile.role} />
              </Field>
              {formError && (
                <div className="form-error" role="alert">
                  {formError}
                </div>
              )}
              <div className="profile-form-actions">
                <Button
                  variant="secondary"
                  onClick={() => {
                    setEditing(false);
                    setFormError(null);
                  }}
                >
                  Cancel
                </Button>
                <Button type="submit" busy={saving}>
                  Save
                </Button>
              </div>
            </form>
          ) : (
            <dl className="profile-facts">
              <dt>Name</dt>
              <dd>{profile.name}</dd>
              <dt>Email</dt>
              <dd>
                {profile.email ?? <span className="cell-muted">Child account: a parent manages it</span>}
                {profile.pending_email && (
                  <div className="pending-email" data-testid="pending-email">
                    <span>
                      <strong>{profile.pending_email}</strong>{' '}
                      <Badge tone="amber">pending verification</Badge>
                    </span>
                    <span className="cell-muted">
                      You keep signing in with {profile.email} until you open the link we sent to the new
                      address.
                    </span>
                    <span className="pending-email-actions">
                      <Button size="sm" variant="secondary" onClick={() => pendingAction('resend')}>
                        Resend link
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => pendingAction('cancel')}>
                        Cancel change
                      </Button>
                    </span>
                  </div>
                )}
              </dd>
              <dt>Role</dt>
              <dd>{profile.role || <span className="cell-muted">Not set</span>}</dd>
            </dl>
          )}
        </Card>
      </div>

      <SecurityCard />
      <ServerAdminCard />

      <Card title="What Hearth does for you" className="features-card">
        <div className="features-grid">
          {FEATURES.map((f) => (
            <div key={f.title} className="feature">
              <span className="feature-icon" aria-hidden="true">
                {f.icon}
              </span>
              <div>
                <strong>{f.title}</strong>
                <p>{f.text}</p>
              </div>
            </div>
          ))}
        </div>
      </Card>

      <FormModal
        title="AI Avatar"
        open={aiOpen}
        onClose={() => setAiOpen(false)}
        onSubmit={generate}
        submitLabel="Generate"
      >
        <Field label="Style">
          <select name="style" defaultValue="abstract">
            {AVATAR_STYLES.map((s) => (
              <option key={s} value={s}>
                {s.charAt(0).toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="Description"
          hint="Colours and things like glasses, hat, beard, smile, cat, star shape the picture"
          wide
        >
          <textarea
            name="description"
            required
            maxLength={500}
            rows={3}
            placeholder="A smiling face with glasses in teal and gold"
          />
        </Field>
      </FormModal>
    </Page>
  );
}
