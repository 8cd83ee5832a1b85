import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { accountApi, authApi } from '@hearth/shared';
import { api, ApiError, messageOf } from '../../api/client';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { SecretField } from '../../components/SecretField';
import { useSession } from '../../state/session';
import { browserTimeZone } from './timezone';

/** 'Welcome Back': email and password; the server's answer (401, 403, 429) is shown in place. */
export function SignInForm({ onSwitch, onChild }: { onSwitch: () => void; onChild: () => void }) {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.signedIn);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The address of an unverified account, which may ask for a new link. */
  const [unverified, setUnverified] = useState<string | null>(null);
  const [resent, setResent] = useState(false);

  const resend = async () => {
    if (!unverified) return;
    try {
      await api(accountApi.resendVerification, { body: { email: unverified } });
      setResent(true);
    } catch (err) {
      setError(messageOf(err, 'Could not send the link. Please try again.'));
    }
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError(null);
    setUnverified(null);
    setResent(false);
    setBusy(true);
    try {
      const { user } = await api(authApi.login, {
        body: {
          email: String(form.get('email')),
          password: String(form.get('password')),
          timezone: browserTimeZone(),
        },
      });
      signedIn(user);
      navigate('/dashboard', { replace: true });
    } catch (err) {
      setError(messageOf(err, 'Sign in failed. Please try again.'));
      if (err instanceof ApiError && err.status === 403) setUnverified(String(form.get('email')));
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} data-testid="signin-form">
      <div className="auth-heading">
        <h1>Welcome Back</h1>
        <p>Sign in to pick up where you left off.</p>
      </div>
      <Field label="Email">
        <input name="email" type="email" autoComplete="email" required />
      </Field>
      <SecretField label="Password" name="password" purpose="current" />
      <Link className="forgot-link" to="/reset-password">
        Forgot password?
      </Link>
      {error && (
        <div className="form-error" role="alert">
          {error}
          {unverified && !resent && (
            <>
              {' '}
              <button type="button" className="link-button" onClick={resend}>
                Resend verification email
              </button>
            </>
          )}
          {resent && ' A new verification link is on its way.'}
        </div>
      )}
      <Button type="submit" busy={busy} className="auth-submit">
        Sign In
      </Button>
      <p className="auth-switch">
        New to Hearth?{' '}
        <button type="button" className="link-button" onClick={onSwitch}>
          Create an account
        </button>
      </p>
      <p className="auth-switch">
        <button type="button" className="link-button" onClick={onChild}>
          Child sign-in
        </button>{' '}
        with a username and PIN
      </p>
    </form>
  );
}
