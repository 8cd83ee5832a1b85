import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ChildSignInForm } from './ChildSignInForm';
import { SignInForm } from './SignInForm';
import { SignUpForm, type PendingSignup } from './SignUpForm';
import { VerifyOverlay } from './VerifyOverlay';
import './login.css';

/** /login: 'Welcome Back' and 'Create Your Account'; an invite link (?invite=CODE) opens sign-up pre-filled. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const inviteCode = params.get('invite') ?? '';
  const [view, setView] = useState<'signin' | 'signup' | 'child'>(inviteCode ? 'signup' : 'signin');
  const [pending, setPending] = useState<PendingSignup | null>(null);

  return (
    <div className="auth-page">
      <aside className="auth-aside">
        <div className="auth-brand">
          <span className="auth-logo" aria-hidden="true">
            ⌂
          </span>
          <span>Hearth</span>
        </div>
        <div className="auth-aside-copy">
          <h2>Everything your life runs on, in one calm place.</h2>
          <ul>
            <li>Tasks, meetings and projects for the work day</li>
            <li>Budgets, receipts and recurring charges</li>
            <li>A family hub everyone can plan in together</li>
          </ul>
        </div>
        <p className="auth-aside-foot">© 2024 Hearth</p>
      </aside>
      <main className="auth-panel">
        {view === 'signin' ? (
          <SignInForm onSwitch={() => setView('signup')} onChild={() => setView('child')} />
        ) : view === 'child' ? (
          <ChildSignInForm onBack={() => setView('signin')} />
        ) : (
          <SignUpForm inviteCode={inviteCode} onSwitch={() => setView('signin')} onSignedUp={setPending} />
        )}
      </main>
      {pending && (
        <VerifyOverlay
          pending={pending}
          onBack={() => {
            setPending(null);
            setView('signin');
          }}
        />
      )}
    </div>
  );
}
