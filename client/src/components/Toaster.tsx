import { dismissToast, useToasts } from './toast';

const ICONS = { success: '✓', error: '!', info: 'i' } as const;

/** The stack of toasts in the corner; mounted once by the app. */
export function Toaster() {
  const items = useToasts((s) => s.items);
  return (
    <div className="toaster" aria-live="polite" aria-relevant="additions">
      {items.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <span className="toast-icon" aria-hidden="true">
            {ICONS[t.kind]}
          </span>
          <span className="toast-message">{t.message}</span>
          <button
            type="button"
            className="toast-close"
            aria-label="Dismiss"
            onClick={() => dismissToast(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
