import type { TimeEntry } from '@hearth/shared';
import type { TimeEntryRow } from './timeEntries.repository.js';

export const presentTimeEntry = (r: TimeEntryRow): TimeEntry => ({
  ...r,
  total_value: r.value_per_hour === null ? null : Math.round(r.hours * r.value_per_hour * 100) / 100,
  created_at: r.created_at.toISOString(),
});
