import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AssistantPanel } from '../assistant/AssistantPanel';
import { Ticker } from '../pages/trackers/Ticker';
import { ReminderHost } from '../notifications/ReminderHost';
import { Sidebar } from './Sidebar';
import { AppStatusBar } from '../pwa/AppStatusBar';
import './layout.css';

/** The protected layout: sidebar (a drawer on phones), ticker strip on top, the page, the assistant button. */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [assistantOpen, setAssistantOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="app-layout">
      <header className="mobile-bar">
        <button
          type="button"
          className="menu-button"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="app-sidebar"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        </button>
        <span className="mobile-brand">Hearth</span>
      </header>
      <Sidebar open={menuOpen} onNavigate={() => setMenuOpen(false)} />
      {menuOpen && <div className="sidebar-scrim" onClick={() => setMenuOpen(false)} aria-hidden="true" />}
      <div className="app-column">
        <AppStatusBar />
        <div className="ticker-strip">
          <Ticker />
          <ReminderHost />
        </div>
        <main className="app-main">
          <Suspense fallback={<div className="page-loading">Loading…</div>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {assistantOpen && (
        <div className="assistant-slot">
          <AssistantPanel onClose={() => setAssistantOpen(false)} />
        </div>
      )}
      <button
        type="button"
        className={`assistant-fab${assistantOpen ? ' open' : ''}`}
        aria-label="AI assistant"
        aria-expanded={assistantOpen}
        onClick={() => setAssistantOpen((o) => !o)}
      >
        <span aria-hidden="true">{assistantOpen ? '✕' : '✦'}</span>
      </button>
    </div>
  );
}
