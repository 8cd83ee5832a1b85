import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { accountApi } from '@hearth/shared';
import { api, messageOf } from '../../api/client';
import { Button } from '../../components/Button';
import { useSession } from '../../state/session';
import '../verify/verify.css';

type State = { step: 'confirming' } | { step: 'done'; email: string } | { step: 'error'; message: string };

/** /verify-email?token=…: the link mailed to a new address; it becomes the sign-in address. */
export default function VerifyEmailChangePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const authenticated = useSession((s) => s.authenticated);
  const token = params.get('token');
  const [state, setState] = useState<State>(() =>
    token ? { step: 'confirming' } : { step: 'error', message: 'Invalid confirmation link' },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    api(accountApi.confirmEmail, { body: { token } })
      .then(({ email }) => setState({ step: 'done', email }))
      .catch((err: unknown) =>
        setState({
          step: 'error',
          message: messageOf(err, 'Could not confirm the address. Please try again.'),
        }),
      );
  }, [token]);

  const next = authenticated ? '/profile' : '/login';
  return (
    <div className="verify-page">
      <main className="verify-card" aria-live="polite">
        {state.step === 'confirming' && (
          <>
            <div className="verify-icon verifying" aria-hidden="true" />
            <h1>Confirming your new address…</h1>
          </>
        )}
        {state.step === 'done' && (
          <>
            <div className="verify-icon success" aria-hidden="true">
              ✓
            </div>
            <h1>Email address changed</h1>
            <p>
              You now sign in with <strong>{state.email}</strong>.
            </p>
            <Button onClick={() => navigate(next)}>
              {authenticated ? 'Back to Profile' : 'Go to Login'}
            </Button>
          </>
        )}
        {state.step === 'error' && (
          <>
            <div className="verify-icon failure" aria-hidden="true">
              !
            </div>
            <h1>Confirmation failed</h1>
            <p role="alert">{state.message}</p>
            <Button onClick={() => navigate(next)}>
              {authenticated ? 'Back to Profile' : 'Go to Login'}
            </Button>
          </>
        )}
      </main>
    </div>
  );
}
