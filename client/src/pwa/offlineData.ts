/** The service worker's cache of API answers (vite.config.ts): one family member's data on this device. */
const API_CACHE = 'hearth-api';

/** Forgets what the service worker kept of the signed-in user's data (at sign-out or a 401). */
export function forgetOfflineData(): void {
  if (typeof caches === 'undefined') return;
  void caches.delete(API_CACHE).catch(() => undefined);
}
