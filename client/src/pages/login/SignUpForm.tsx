import { useEffect, useState, type FormEvent } from 'react';
import { authApi, type Theme, type User, type Wallpaper } from '@hearth/shared';
import { api, ApiError, messageOf } from '../../api/client';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { NewPasswordFields, SECRETS_DIFFER, secretsDiffer } from '../../components/SecretField';
import { useSession } from '../../state/session';
import { KEYS, writeJson } from '../../state/storage';
import { AppearancePicker } from './AppearancePicker';
import { browserTimeZone } from './timezone';

export interface PendingSignup {
  user: User;
  /** Present only in demo mode (no mail server): lets the overlay verify in place. */
  token?: string;
}

interface Props {
  inviteCode: string;
  onSwitch: () => void;
  onSignedUp: (pending: PendingSignup) => void;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

function signupError(err: unknown): string {
  if (err instanceof ApiError && err.status === 0) return 'Signup failed. Please try again.';
  return messageOf(err, 'Signup failed');
}

/** 'Create Your Account': the sign-up fields, theme and wallpaper (previewed live), an optional invite code. */
export function SignUpForm({ inviteCode, onSwitch, onSignedUp }: Props) {
  const setAppearance = useSession((s) => s.setAppearance);
  const [theme, setTheme] = useState<Theme>('zen');
  const [wallpaper, setWallpaper] = useState<Wallpaper>('gradient-1');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The chosen look is previewed on the whole page while the form is open.
  useEffect(() => setAppearance(theme, wallpaper), [theme, wallpaper, setAppearance]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError(null);
    if (secretsDiffer(form, 'password')) {
      setError(SECRETS_DIFFER);
      return;
    }
    setBusy(true);
    try {
      const invite = text(form, 'invite_code');
      const answer = await api(authApi.signup, {
        body: {
          name: text(form, 'name'),
          username: text(form, 'username') || null,
          email: text(form, 'email'),
          password: String(form.get('password')),
          theme,
          wallpaper,
          invite_code: invite || null,
          timezone: browserTimeZone(),
        },
      });
      writeJson(KEYS.pendingUser, answer.user);
      onSignedUp({ user: answer.user, token: answer.verification_token });
    } catch (err) {
      setError(signupError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} data-testid="signup-form">
      <div className="auth-heading">
        <h1>Create Your Account</h1>
        <p>Set up your home base in a minute.</p>
      </div>
      <div className="auth-grid">
        <Field label="Full Name">
          <input name="name" autoComplete="name" required />
        </Field>
        <Field label="Username (optional)">
          <input name="username" autoComplete="username" />
        </Field>
      </div>
      <Field label="Email">
        <input name="email" type="email" autoComplete="email" required />
      </Field>
      <div className="auth-grid">
        <NewPasswordFields name="password" label="Password" repeatLabel="Confirm Password" />
      </div>
      <Field label="Invite Code (optional)" hint="Joining a family? Paste the code a member shared with you.">
        <input name="invite_code" defaultValue={inviteCode} autoComplete="off" />
      </Field>
      <AppearancePicker theme={theme} wallpaper={wallpaper} onTheme={setTheme} onWallpaper={setWallpaper} />
      {error && (
        <div className="form-error" role="alert">
          {error}
        </div>
      )}
      <Button type="submit" busy={busy} className="auth-submit">
        Create Account
      </Button>
      <p className="auth-switch">
        Already have an account?{' '}
        <button type="button" className="link-button" onClick={onSwitch}>
          Sign in
        </button>
      </p>
    </form>
  );
}
