import { io, type Socket } from 'socket.io-client';
import type { ChangeEvent, ClientToServerEvents, ServerToClientEvents } from '@hearth/shared';
import { invalidate, invalidateAll } from './resources';

type Listener = (e: ChangeEvent) => void;
let socket: Socket<ServerToClientEvents, ClientToServerEvents> | undefined;
const listeners = new Set<Listener>();

/**
 * The one realtime connection of this tab: every change the server announces reloads the cached
 * answers of that resource; after a reconnect everything reloads (changes may have been missed).
 */
export function connectRealtime(): void {
  if (socket) return;
  socket = io({ path: '/socket.io', withCredentials: true });
  let connectedBefore = false;
  socket.on('connect', () => {
    if (connectedBefore) invalidateAll();
    connectedBefore = true;
  });
  socket.on('change', (e) => {
    void invalidate(e.resource);
    for (const l of listeners) l(e);
  });
}

export function disconnectRealtime(): void {
  socket?.disconnect();
  socket = undefined;
}

/** For features that react to a change beyond reloading a list (e.g. the ticker, reminders). */
export function onChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
