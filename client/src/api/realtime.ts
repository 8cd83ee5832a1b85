import type { Socket } from 'socket.io-client';
import {
  Reminder,
  type ChangeEvent,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@hearth/shared';
import { invalidate, invalidateAll } from './resources';

type Listener = (e: ChangeEvent) => void;
type ReminderListener = (r: Reminder) => void;
let socket: Socket<ServerToClientEvents, ClientToServerEvents> | undefined;
/** Between connectRealtime and disconnectRealtime (the client library loads in between). */
let wanted = false;
const listeners = new Set<Listener>();
const reminderListeners = new Set<ReminderListener>();

/**
 * The one realtime connection of this tab: every change the server announces reloads the cached
 * answers of that resource. At every connection everything already loaded reloads: the page loads its
 * data while the socket is still connecting (and, after a reconnect, while it was away), and a change
 * announced before the socket listened would otherwise be missed.
 */
export function connectRealtime(): void {
  if (wanted) return;
  wanted = true;
  // socket.io's client (40 KB) loads after the first render, which does not need it.
  void import('socket.io-client').then(({ io }) => {
    if (wanted && !socket) listen(io({ path: '/socket.io', withCredentials: true }));
  });
}

function listen(s: Socket<ServerToClientEvents, ClientToServerEvents>): void {
  socket = s;
  socket.on('connect', invalidateAll);
  socket.on('change', (e) => {
    void invalidate(e.resource);
    for (const l of listeners) l(e);
  });
  socket.on('reminder', (raw) => {
    const parsed = Reminder.safeParse(raw);
    if (parsed.success) for (const l of reminderListeners) l(parsed.data);
  });
}

export function disconnectRealtime(): void {
  wanted = false;
  socket?.disconnect();
  socket = undefined;
}

/** For features that react to a change beyond reloading a list (e.g. the ticker, reminders). */
export function onChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reminders the server sends this user (delivered as notifications by the notifications module). */
export function onReminder(listener: ReminderListener): () => void {
  reminderListeners.add(listener);
  return () => reminderListeners.delete(listener);
}
