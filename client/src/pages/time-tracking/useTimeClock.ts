import { useEffect, useMemo, useState } from 'react';
import { timeClockApi, type ClockSession } from '@hearth/shared';
import { mutate, useApi } from '../../api/resources';
import { useSession } from '../../state/session';

/** HH:MM:SS of a number of seconds. */
export const hhmmss = (s: number) =>
  [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');

/**
 * The running timer, shared by the page and the sidebar widget. The server keeps the session (and its
 * pauses), so every tab and device shows the same clock; locally it ticks once per second from the
 * server's elapsed seconds.
 */
export function useTimeClock() {
  const signedIn = useSession((s) => Boolean(s.user));
  const { data, loading } = useApi('time-clock', timeClockApi.active, undefined, signedIn);
  const session: ClockSession | null = data ?? null;
  const receivedAt = useMemo(() => Date.now(), [data]); // eslint-disable-line react-hooks/exhaustive-deps
  const [, tick] = useState(0);
  const running = Boolean(session && !session.paused_at);
  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(t);
  }, [running]);

  const elapsed = session
    ? session.elapsed_seconds + (running ? Math.max(0, Math.floor((Date.now() - receivedAt) / 1000)) : 0)
    : 0;

  return {
    session,
    loading,
    elapsed,
    paused: Boolean(session?.paused_at),
    start: (description: string, category: 'work' | 'personal' | 'downtime') =>
      mutate(timeClockApi.start, { body: { description, category } }, ['time-clock']),
    pause: (id: string) => mutate(timeClockApi.pause, { params: { id } }, ['time-clock']),
    resume: (id: string) => mutate(timeClockApi.resume, { params: { id } }, ['time-clock']),
    stop: (id: string) => mutate(timeClockApi.stop, { params: { id } }, ['time-clock', 'time-entries']),
  };
}
