import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { clearLeaving, isLeaving } from './layout/leaving';
import { PROTECTED_ROUTES } from './routes';
import { useSession } from './state/session';
import { connectRealtime, disconnectRealtime } from './api/realtime';
import { clearCache } from './api/resources';
import { Toaster } from './components/Toaster';
import { useClashes } from './pages/calendar/clashes';
import { ConfirmHost } from './components/ConfirmDialog';
import { syncThemeColor } from './pwa/themeColor';
import { followSessionUser } from './state/familyRole';
import { RoleGate } from './layout/RoleGate';

const WelcomePage = lazy(() => import('./pages/welcome/WelcomePage'));
const LoginPage = lazy(() => import('./pages/login/LoginPage'));
const VerifyPage = lazy(() => import('./pages/verify/VerifyPage'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password/ResetPasswordPage'));
const VerifyEmailChangePage = lazy(() => import('./pages/verify-email/VerifyEmailChangePage'));
const ClashDialog = lazy(() =>
  import('./pages/calendar/ConflictsPanel').then((m) => ({ default: m.ClashDialog })),
);

/** The clash dialog, loaded with the first clash found and kept from then on (it closes itself). */
function Clashes() {
  const found = useClashes((s) => s.found.length > 0);
  const [wanted, setWanted] = useState(false);
  if (found && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ClashDialog />
    </Suspense>
  ) : null;
}

/** Protected routes need the local authenticated flag (SPEC.md §2); the server still checks the session. */
function Guard() {
  const authenticated = useSession((s) => s.authenticated);
  useEffect(() => {
    if (!authenticated) return;
    clearLeaving();
    connectRealtime();
    const stopFollowing = followSessionUser();
    return () => {
      stopFollowing();
      disconnectRealtime();
      clearCache();
    };
  }, [authenticated]);
  return authenticated ? <AppLayout /> : <Navigate to={isLeaving() ? '/' : '/login'} replace />;
}

export function App() {
  const theme = useSession((s) => s.theme);
  const wallpaper = useSession((s) => s.wallpaper);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.dataset.wallpaper = wallpaper;
    syncThemeColor();
  }, [theme, wallpaper]);
  return (
    <BrowserRouter>
      <Suspense fallback={<div className="page-loading">Loading…</div>}>
        <Routes>
          <Route path="/" element={<WelcomePage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/verify" element={<VerifyPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/verify-email" element={<VerifyEmailChangePage />} />
          <Route element={<Guard />}>
            {PROTECTED_ROUTES.map(({ path, page: PageComponent, allow }) => (
              <Route
                key={path}
                path={path}
                element={
                  <RoleGate allow={allow}>
                    <PageComponent />
                  </RoleGate>
                }
              />
            ))}
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
      <ConfirmHost />
      <Toaster />
      <Clashes />
    </BrowserRouter>
  );
}
