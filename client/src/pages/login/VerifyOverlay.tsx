import { useState } from 'react';
import { useNavigate } from 'react-router';
import { authApi } from '@hearth/shared';
import { api } from '../../api/client';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { useSession } from '../../state/session';
import type { PendingSignup } from './SignUpForm';

/** 'Verify Your Email' after sign-up; in demo mode (token present) it can verify in place. */
export function VerifyOverlay({ pending, onBack }: { pending: PendingSignup; onBack: () => void }) {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.signedIn);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { token } = pending;

  const verify = async () => {
    if (!token) return;
    setError(null);
    setBusy(true);
    try {
      const { user } = await api(authApi.verify, { body: { email: pending.user.email ?? '', token } });
      signedIn(user);
      navigate('/dashboard', { replace: true });
    } catch {
      setError('Verification failed. Please try again.');
      setBusy(false);
    }
  };

  return (
    <Modal
      title="Verify Your Email"
      open
      size="sm"
      onClose={onBack}
      testId="verify-overlay"
      footer={
        <>
          <Button variant="secondary" onClick={onBack}>
            Back to Login
          </Button>
          {token && (
            <Button onClick={verify} busy={busy}>
              Verify Email (Demo)
            </Button>
          )}
        </>
      }
    >
      <div className="verify-overlay-body">
        <div className="verify-envelope" aria-hidden="true">
          ✉
        </div>
        <p>
          We sent a verification link to <strong>{pending.user.email}</strong>. Open it to activate your
          account.
        </p>
        {token && (
          <p className="verify-demo-note">No mail server is configured, so you can verify right here.</p>
        )}
        {error && (
          <div className="form-error" role="alert">
            {error}
          </div>
        )}
      </div>
    </Modal>
  );
}
