import { deviceName, pushApi } from '@hearth/shared';
import { api } from '../../api/client';

/** base64url (a VAPID public key) to the bytes PushManager.subscribe() takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window;

/** Asks the browser for permission, subscribes this device with the server's VAPID key and registers it. */
export async function subscribeThisDevice(): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted')
    throw new Error('Notifications are blocked for this site in your browser settings');
  const registration = await navigator.serviceWorker.ready;
  const { public_key } = await api(pushApi.key, {});
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(public_key),
    }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await api(pushApi.subscribe, {
    body: { endpoint: json.endpoint, keys: json.keys, device: deviceName(navigator.userAgent) },
  });
}

/** This device's push endpoint, if it is subscribed. */
export async function thisDeviceEndpoint(): Promise<string | undefined> {
  if (!pushSupported()) return undefined;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription())?.endpoint;
}
