import type { z } from 'zod';
import type { TrackerBody } from '@hearth/shared';

type Preset = z.input<typeof TrackerBody> & { label: string; icon: string };

/** The quick-add presets of SPEC.md §2 Trackers. */
export const PRESETS: Preset[] = [
  {
    label: 'Spend Tracker',
    icon: '$',
    name: 'Monthly Spend',
    type: 'spend',
    symbol: 'general',
    unit: 'USD',
    color: '#dc2626',
  },
  {
    label: 'Stock/ETF S&P 500 (SPY)',
    icon: 'SPY',
    name: 'S&P 500',
    type: 'stock',
    symbol: 'SPY',
    unit: 'USD',
    color: '#2563eb',
  },
  {
    label: 'Index Fund NASDAQ (QQQ)',
    icon: 'QQQ',
    name: 'NASDAQ 100',
    type: 'stock',
    symbol: 'QQQ',
    unit: 'USD',
    color: '#4f46e5',
  },
  {
    label: 'Bitcoin (BTC)',
    icon: 'BTC',
    name: 'Bitcoin',
    type: 'crypto',
    symbol: 'BTC',
    unit: 'USD',
    color: '#f59e0b',
  },
  {
    label: 'Sleep Quality (hrs)',
    icon: 'Zz',
    name: 'Sleep Quality',
    type: 'bio_metric',
    symbol: 'SLEEP',
    unit: 'hrs',
    color: '#7c3aed',
  },
  {
    label: 'Daily Steps',
    icon: 'ST',
    name: 'Daily Steps',
    type: 'activity',
    symbol: 'STEPS',
    unit: 'steps',
    color: '#16a34a',
  },
  {
    label: 'Heart Rate (bpm)',
    icon: 'HR',
    name: 'Heart Rate',
    type: 'bio_metric',
    symbol: 'HR',
    unit: 'bpm',
    color: '#e11d48',
  },
  {
    label: 'Workout Minutes (min)',
    icon: 'WO',
    name: 'Workout Minutes',
    type: 'activity',
    symbol: 'WORKOUT',
    unit: 'min',
    color: '#0d9488',
  },
];
