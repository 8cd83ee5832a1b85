import type { ClockSession } from '@hearth/shared';
import type { ClockRow } from './timeClock.repository.js';

/** Seconds the clock has run at `now`: wall time since start, minus time spent paused. */
export function elapsedSeconds(r: ClockRow, now: Date): number {
  const until = r.paused_at ?? now;
  return Math.max(0, Math.floor((until.getTime() - r.start_time.getTime()) / 1000) - r.paused_seconds);
}

export const presentSession = (r: ClockRow, now: Date): ClockSession => ({
  id: r.id,
  description: r.description,
  category: r.category,
  start_time: r.start_time.toISOString(),
  paused_at: r.paused_at?.toISOString() ?? null,
  paused_seconds: r.paused_seconds,
  elapsed_seconds: elapsedSeconds(r, now),
});
