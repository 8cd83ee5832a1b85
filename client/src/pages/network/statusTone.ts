import type { Tone } from '../../components/Badge';

/** SPEC §4: planning yellow, confirmed green, anything else grey. */
export const planStatusTone = (status: string | undefined): Tone =>
  status === 'planning'
    ? 'yellow'
    : status === 'confirmed'
      ? 'green'
      : status === 'in_progress'
        ? 'blue'
        : 'grey';

export const expenseStatusTone = (status: string): Tone =>
  status === 'completed' ? 'green' : status === 'partially_paid' ? 'amber' : 'grey';

export const label = (s: string | undefined) =>
  (s ?? '').replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
