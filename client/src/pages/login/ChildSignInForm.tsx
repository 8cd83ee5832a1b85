import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { familyApi } from '@hearth/shared';
import { api, messageOf } from '../../api/client';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { SecretField } from '../../components/SecretField';
import { useSession } from '../../state/session';
import { browserTimeZone } from './timezone';

/** 'Child sign-in': the username and PIN a parent set (no email); wrong PINs are throttled like passwords. */
export function ChildSignInForm({ onBack }: { onBack: () => void }) {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.signedIn);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError(null);
    setBusy(true);
    try {
      const { user } = await api(familyApi.childLogin, {
        body: {
          username: String(form.get('username')),
          pin: String(form.get('pin')),
          timezone: browserTimeZone(),
        },
      });
      signedIn(user);
      navigate('/calendar', { replace: true });
    } catch (err) {
      setError(messageOf(err, 'Sign in failed. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} data-testid="child-signin-form">
      <div className="auth-heading">
        <h1>Child sign-in</h1>
        <p>Use the username and PIN your parent set up for you.</p>
      </div>
      <Field label="Username">
        <input
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={32}
        />
      </Field>
      <SecretField label="PIN" name="pin" kind="pin" purpose="current" />
      {error && (
        <div className="form-error" role="alert">
          {error}
        </div>
      )}
      <Button type="submit" busy={busy} className="auth-submit">
        Sign In
      </Button>
      <p className="auth-switch">
        A grown-up?{' '}
        <button type="button" className="link-button" onClick={onBack}>
          Sign in with email
        </button>
      </p>
    </form>
  );
}
