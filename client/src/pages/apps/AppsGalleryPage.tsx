import { useState } from 'react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Modal } from '../../components/Modal';
import { Page } from '../../components/Page';
import { toast } from '../../components/toast';
import { useViewMode } from '../../state/viewMode';
import { APP_CATEGORIES, APPS, filterApps, type GalleryApp } from './catalogue';
import './apps.css';

const label = (c: string) => (c === 'crm' ? 'CRM' : c.charAt(0).toUpperCase() + c.slice(1));

export default function AppsGalleryPage() {
  const mode = useViewMode((s) => s.mode);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<(typeof APP_CATEGORIES)[number]>('all');
  // Connected apps live only in this page's memory (the spec's simulation; nothing is persisted).
  const [connected, setConnected] = useState<Set<string>>(new Set());
  const [connecting, setConnecting] = useState<GalleryApp | null>(null);

  const apps = filterApps(APPS, search, category, mode);

  const confirmConnect = () => {
    if (!connecting) return;
    setConnected((s) => new Set(s).add(connecting.id));
    toast(
      `Connection to ${connecting.name} initiated! You would now be redirected to ${connecting.provider} to authorize access.`,
    );
    setConnecting(null);
  };

  return (
    <Page
      testId="apps-gallery-page"
      title="Apps Gallery"
      subtitle={`Connect the tools you already use. Showing apps for ${mode === 'work' ? 'Work' : 'Home'}.`}
    >
      <div className="apps-toolbar">
        <input
          type="search"
          className="apps-search"
          placeholder="Search apps…"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          aria-label="Search apps"
        />
        <div className="apps-chips" role="group" aria-label="Categories">
          {APP_CATEGORIES.map((c) => (
            <button
              key={c}
              type="button"
              className={`chip${category === c ? ' chip-active' : ''}`}
              aria-pressed={category === c}
              onClick={() => setCategory(c)}
            >
              {label(c)}
            </button>
          ))}
        </div>
      </div>

      {apps.length === 0 ? (
        <EmptyState title="No apps found" description="Try another search or category." />
      ) : (
        <div className="apps-grid">
          {apps.map((app) => {
            const isConnected = connected.has(app.id);
            return (
              <article key={app.id} className="app-card" data-testid="app-card">
                <header>
                  <span
                    className="app-icon"
                    style={{ background: `${app.color}1f`, color: app.color }}
                    aria-hidden="true"
                  >
                    {app.name
                      .replace(/[^A-Za-z ]/g, '')
                      .split(' ')
                      .map((w) => w[0])
                      .join('')
                      .slice(0, 2)}
                  </span>
                  <div className="app-title">
                    <h3>{app.name}</h3>
                    <span className="app-provider">{app.provider}</span>
                  </div>
                  {app.coming_soon && <Badge tone="amber">Coming Soon</Badge>}
                </header>
                <p className="app-desc">{app.description}</p>
                <ul className="app-features">
                  {app.features.slice(0, 3).map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                  {app.features.length > 3 && <li className="app-more">+{app.features.length - 3} more</li>}
                </ul>
                <footer>
                  <div className="app-tags">
                    {app.workspaces.map((w) => (
                      <Badge key={w} tone={w === 'Work' ? 'blue' : 'green'}>
                        {w}
                      </Badge>
                    ))}
                  </div>
                  {isConnected ? (
                    <Button size="sm" variant="secondary" disabled>
                      ✓ Connected
                    </Button>
                  ) : (
                    <Button size="sm" onClick={() => setConnecting(app)} disabled={app.coming_soon}>
                      Connect
                    </Button>
                  )}
                </footer>
              </article>
            );
          })}
        </div>
      )}

      <Modal
        title={connecting ? `Connect ${connecting.name}` : 'Connect'}
        open={!!connecting}
        onClose={() => setConnecting(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConnecting(null)}>
              Cancel
            </Button>
            <Button onClick={confirmConnect}>Connect {connecting?.name}</Button>
          </>
        }
      >
        {connecting && (
          <div className="connect-body">
            <ol className="connect-steps">
              <li>
                <strong>Redirect.</strong> You will be sent to {connecting.provider} to sign in.
              </li>
              <li>
                <strong>Authorize.</strong> Approve the access Hearth asks for; you can revoke it at any time.
              </li>
              <li>
                <strong>Sync.</strong> Your data starts syncing with Hearth in the background.
              </li>
            </ol>
            <h4>Features accessed</h4>
            <ul className="connect-features">
              {connecting.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </div>
        )}
      </Modal>
    </Page>
  );
}
