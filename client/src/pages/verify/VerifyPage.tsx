import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { authApi } from '@hearth/shared';
import { api, ApiError } from '../../api/client';
import { Button } from '../../components/Button';
import { useSession } from '../../state/session';
import './verify.css';

type State = { step: 'verifying' } | { step: 'success' } | { step: 'error'; message: string };

const REDIRECT_MS = 2000;

function failureText(err: unknown): string {
  if (err instanceof ApiError)
    return err.status === 0 ? 'Network error. Please try again.' : err.detail || 'Verification failed';
  return 'Verification failed';
}

/** /verify?token=…&email=…: verifying, then success (to /dashboard after 2 s) or the failure. */
export default function VerifyPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.signedIn);
  const token = params.get('token');
  const email = params.get('email');
  const [state, setState] = useState<State>(() =>
    token && email ? { step: 'verifying' } : { step: 'error', message: 'Invalid verification link' },
  );
  // A token works once: never send it twice (React's development double effects would).
  const sent = useRef(false);

  useEffect(() => {
    if (!token || !email || sent.current) return;
    sent.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    api(authApi.verify, { body: { email, token } })
      .then(({ user }) => {
        signedIn(user);
        setState({ step: 'success' });
        timer = setTimeout(() => navigate('/dashboard', { replace: true }), REDIRECT_MS);
      })
      .catch((err: unknown) => setState({ step: 'error', message: failureText(err) }));
    return () => {
      if (timer) clearTimeout(timer);
    };
  }, [token, email, signedIn, navigate]);

  return (
    <div className="verify-page">
      <main className="verify-card" aria-live="polite">
        {state.step === 'verifying' && (
          <>
            <div className="verify-icon verifying" aria-hidden="true" />
            <h1>Verifying your email…</h1>
            <p>This only takes a moment.</p>
          </>
        )}
        {state.step === 'success' && (
          <>
            <div className="verify-icon success" aria-hidden="true">
              ✓
            </div>
            <h1>Email verified successfully!</h1>
            <p>Redirecting to dashboard...</p>
          </>
        )}
        {state.step === 'error' && (
          <>
            <div className="verify-icon failure" aria-hidden="true">
              !
            </div>
            <h1>Verification Failed</h1>
            <p role="alert">{state.message}</p>
            <Button onClick={() => navigate('/login')}>Back to Login</Button>
          </>
        )}
      </main>
    </div>
  );
}
