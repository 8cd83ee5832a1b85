import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { accountApi } from '@hearth/shared';
import { api, messageOf } from '../../api/client';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { NewPasswordFields, SECRETS_DIFFER, secretsDiffer } from '../../components/SecretField';
import { useSession } from '../../state/session';
import '../login/login.css';
import './reset-password.css';

/** Without a token: ask for a reset link by email. */
function RequestLink() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email'));
    setError(null);
    setBusy(true);
    try {
      await api(accountApi.forgotPassword, { body: { email } });
      setSentTo(email);
    } catch (err) {
      setError(messageOf(err, 'Could not send the link. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo)
    return (
      <div className="auth-form" data-testid="reset-sent">
        <div className="auth-heading">
          <h1>Check your email</h1>
          <p>
            If <strong>{sentTo}</strong> belongs to a Hearth account, a link to choose a new password is on
            its way. It works once, for one hour.
          </p>
        </div>
        <p className="reset-note">
          No mail server configured? The link is in the server log and the <code>mail_outbox</code> table.
        </p>
        <Link className="reset-back" to="/login">
          Back to Login
        </Link>
      </div>
    );

  return (
    <form className="auth-form" onSubmit={submit} data-testid="forgot-form">
      <div className="auth-heading">
        <h1>Forgot your password?</h1>
        <p>Enter your email and we will mail you a link to choose a new one.</p>
      </div>
      <Field label="Email">
        <input name="email" type="email" autoComplete="email" required maxLength={254} />
      </Field>
      {error && (
        <div className="form-error" role="alert">
          {error}
        </div>
      )}
      <Button type="submit" busy={busy} className="auth-submit">
        Send reset link
      </Button>
      <Link className="reset-back" to="/login">
        Back to Login
      </Link>
    </form>
  );
}

/** With the mailed token: choose the new password, then in. */
function ChoosePassword({ email, token }: { email: string; token: string }) {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.signedIn);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fd = new FormData(e.currentTarget);
    if (secretsDiffer(fd, 'password')) return setError(SECRETS_DIFFER);
    const password = String(fd.get('password'));
    setError(null);
    setBusy(true);
    try {
      const { user } = await api(accountApi.resetPassword, { body: { email, token, password } });
      signedIn(user);
      navigate('/dashboard', { replace: true });
    } catch (err) {
      setError(messageOf(err, 'Could not reset your password. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} data-testid="reset-form">
      <div className="auth-heading">
        <h1>Choose a new password</h1>
        <p>
          For <strong>{email}</strong>. Every device signed in to this account will be signed out.
        </p>
      </div>
      <NewPasswordFields name="password" />
      {error && (
        <div className="form-error" role="alert">
          {error}
        </div>
      )}
      <Button type="submit" busy={busy} className="auth-submit">
        Set password and sign in
      </Button>
      <Link className="reset-back" to="/reset-password">
        Ask for a new link
      </Link>
    </form>
  );
}

/** /reset-password: ask for a link, or (?token=…&email=…) set the new password. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  return (
    <div className="reset-page">
      {token && email ? <ChoosePassword key={token} email={email} token={token} /> : <RequestLink />}
    </div>
  );
}
