import { useRegisterSW } from 'virtual:pwa-register/react';
import { useOnline } from './useOnline';
import './pwa.css';

/**
 * Two notices above every page: the device is offline (what shows is the last data this device had), and a new
 * version of Hearth is installed and waiting ("Update available — reload").
 */
export function AppStatusBar() {
  const online = useOnline();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });

  if (online && !needRefresh) return null;
  return (
    <div className="app-status-bar">
      {!online && (
        <div className="app-status offline" role="status" data-testid="offline-banner">
          <span aria-hidden="true">⚡</span> Offline — showing the last data this device had. Changes to lists
          and plans are kept on this device.
        </div>
      )}
      {needRefresh && (
        <div className="app-status update" role="status">
          Update available —{' '}
          <button type="button" className="link-button" onClick={() => void updateServiceWorker(true)}>
            reload
          </button>
        </div>
      )}
    </div>
  );
}
