import { WEEKDAYS, type Weekday } from '../dates.js';

export const TIME_BLOCK_CATEGORIES = [
  'work',
  'meeting',
  'break',
  'personal',
  'deep_work',
  'creative',
] as const;
export type BlockCategory = (typeof TIME_BLOCK_CATEGORIES)[number];

/** Each category's default colour; choosing a category in the form sets it. */
export const CATEGORY_COLORS: Record<BlockCategory, string> = {
  work: '#2563eb',
  meeting: '#7c3aed',
  break: '#16a34a',
  personal: '#ea580c',
  deep_work: '#4f46e5',
  creative: '#db2777',
};
export const CATEGORY_LABELS: Record<BlockCategory, string> = {
  work: 'Work',
  meeting: 'Meeting',
  break: 'Break',
  personal: 'Personal',
  deep_work: 'Deep Work',
  creative: 'Creative',
};

export const WEEKDAYS_MON_FRI: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
export const DEFAULT_BLOCK = { start_time: '09:00', end_time: '10:00', days: WEEKDAYS_MON_FRI } as const;

/** 'Every day', 'Weekdays', 'Weekends' or the short names in week order. */
export function daysLabel(days: readonly string[]): string {
  const set = new Set(days);
  if (WEEKDAYS.every((d) => set.has(d))) return 'Every day';
  if (set.size === 5 && WEEKDAYS_MON_FRI.every((d) => set.has(d))) return 'Weekdays';
  if (set.size === 2 && set.has('Saturday') && set.has('Sunday')) return 'Weekends';
  return WEEKDAYS.filter((d) => set.has(d))
    .map((d) => d.slice(0, 3))
    .join(', ');
}

/** Minutes since midnight of 'HH:MM'. */
export const minutesOf = (t: string): number => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** Blocks of one weekday, in start order. */
export function blocksOn<B extends { days: readonly string[]; start_time: string; is_active: boolean }>(
  blocks: B[],
  day: Weekday,
): B[] {
  return blocks
    .filter((b) => b.is_active && b.days.includes(day))
    .sort((a, b) => minutesOf(a.start_time) - minutesOf(b.start_time));
}

export interface TemplateBlock {
  name: string;
  start_time: string;
  end_time: string;
  category: BlockCategory;
  days: Weekday[];
}
export interface BlockTemplate {
  name: string;
  description: string;
  blocks: TemplateBlock[];
}

const wk = WEEKDAYS_MON_FRI;
export const TIME_BLOCK_TEMPLATES: BlockTemplate[] = [
  {
    name: 'Deep Work Day',
    description: 'Two long focus blocks with breaks, meetings kept to the afternoon.',
    blocks: [
      { name: 'Morning deep work', start_time: '09:00', end_time: '11:30', category: 'deep_work', days: wk },
      { name: 'Break', start_time: '11:30', end_time: '12:00', category: 'break', days: wk },
      { name: 'Lunch', start_time: '12:00', end_time: '13:00', category: 'break', days: wk },
      { name: 'Meetings', start_time: '13:00', end_time: '14:30', category: 'meeting', days: wk },
      {
        name: 'Afternoon deep work',
        start_time: '14:30',
        end_time: '16:30',
        category: 'deep_work',
        days: wk,
      },
    ],
  },
  {
    name: 'Balanced Day',
    description: 'Work, meetings, creative time and a personal evening.',
    blocks: [
      { name: 'Email and planning', start_time: '08:30', end_time: '09:00', category: 'work', days: wk },
      { name: 'Focused work', start_time: '09:00', end_time: '12:00', category: 'work', days: wk },
      { name: 'Lunch break', start_time: '12:00', end_time: '13:00', category: 'break', days: wk },
      { name: 'Meetings', start_time: '13:00', end_time: '15:00', category: 'meeting', days: wk },
      { name: 'Creative time', start_time: '15:00', end_time: '17:00', category: 'creative', days: wk },
      { name: 'Family time', start_time: '18:00', end_time: '20:00', category: 'personal', days: wk },
    ],
  },
  {
    name: 'Family Weekend',
    description: 'Slow mornings, outings and rest on Saturday and Sunday.',
    blocks: [
      {
        name: 'Family breakfast',
        start_time: '08:30',
        end_time: '09:30',
        category: 'personal',
        days: ['Saturday', 'Sunday'],
      },
      {
        name: 'Outing',
        start_time: '10:00',
        end_time: '13:00',
        category: 'personal',
        days: ['Saturday', 'Sunday'],
      },
      {
        name: 'Rest',
        start_time: '14:00',
        end_time: '15:00',
        category: 'break',
        days: ['Saturday', 'Sunday'],
      },
      {
        name: 'Hobby projects',
        start_time: '15:00',
        end_time: '17:00',
        category: 'creative',
        days: ['Saturday', 'Sunday'],
      },
    ],
  },
  {
    name: 'Daily Wellness',
    description: 'A morning routine and an evening wind-down, every day.',
    blocks: [
      {
        name: 'Morning exercise',
        start_time: '06:30',
        end_time: '07:15',
        category: 'personal',
        days: [...WEEKDAYS],
      },
      { name: 'Reading', start_time: '21:00', end_time: '21:30', category: 'break', days: [...WEEKDAYS] },
    ],
  },
];
