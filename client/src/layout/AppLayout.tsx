import { Suspense } from 'react';
import { Outlet } from 'react-router';

/** The protected layout: sidebar, ticker, main content, assistant button. */
export function AppLayout() {
  return (
    <div className="app-layout">
      <main className="app-main">
        <Suspense fallback={<div className="page-loading">Loading…</div>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
