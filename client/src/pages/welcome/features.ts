/** The six features the welcome page advertises (SPEC.md §1). */
export const FEATURES = [
  {
    icon: '✦',
    title: 'AI Assistant',
    text: 'A personal assistant that knows your day: ask about your schedule, your spending or what to focus on next.',
  },
  {
    icon: '☯',
    title: 'Work-Life Harmony',
    text: 'Switch between work and life modes and see exactly what matters in each, without one swallowing the other.',
  },
  {
    icon: '◷',
    title: 'Intentional Time Investment',
    text: 'Track where your hours go, put a value on them, and block out time for what you care about.',
  },
  {
    icon: '$',
    title: 'Financial Clarity',
    text: 'Receipt scanning, credit monitoring and spending insights: every expense, budget and account in one view.',
  },
  {
    icon: '⌂',
    title: 'Family Collaboration',
    text: 'Kids, schedules, caregivers and turn rotations, plus plans the whole family builds together in real time.',
  },
  {
    icon: '◔',
    title: 'Holistic Analytics',
    text: 'A dashboard that brings tasks, time, money and trackers together so you can see the whole picture.',
  },
] as const;

export const CAROUSEL_INTERVAL_MS = 4000;
