import type { ViewMode } from '../state/viewMode';
import { KEYS } from '../state/storage';

export interface NavLeaf {
  to: string;
  label: string;
  icon: string;
}

export interface NavSection extends NavLeaf {
  /** A collapsible section: its expanded state is remembered under this key. */
  storageKey: string;
  children: NavLeaf[];
}

export type NavItem = NavLeaf | NavSection;

export const isSection = (item: NavItem): item is NavSection => 'children' in item;

const dashboard: NavLeaf = { to: '/dashboard', label: 'Dashboard', icon: '◧' };
const timeBlocks: NavLeaf = { to: '/time-blocks', label: 'Time Blocks', icon: '▤' };
const timeTracking: NavLeaf = { to: '/time-tracking', label: 'Time Tracking', icon: '◷' };
const appsGallery: NavLeaf = { to: '/apps-gallery', label: 'Apps Gallery', icon: '▦' };
const cashflow: NavSection = {
  to: '/banking',
  label: 'Cashflow',
  icon: '$',
  storageKey: KEYS.cashflowExpanded,
  children: [
    { to: '/expenses', label: 'Expenses', icon: '◦' },
    { to: '/recurring-charges', label: 'Recurring', icon: '◦' },
  ],
};

/** The sidebar of SPEC.md §2, per mode. */
export const NAV: Record<ViewMode, NavItem[]> = {
  work: [
    dashboard,
    {
      to: '/calendar',
      label: 'Calendar',
      icon: '▣',
      storageKey: KEYS.calendarExpanded,
      children: [
        { to: '/meetings', label: 'Meetings', icon: '◦' },
        { ...timeBlocks, icon: '◦' },
      ],
    },
    { to: '/tasks', label: 'Tasks', icon: '☑' },
    { to: '/projects', label: 'Projects', icon: '◆' },
    { to: '/contacts', label: 'Contacts', icon: '☺' },
    timeTracking,
    cashflow,
    { to: '/trackers', label: 'Trackers', icon: '↗' },
    { to: '/network-q', label: 'Network Planning', icon: '✦' },
    appsGallery,
  ],
  life: [
    dashboard,
    { to: '/calendar', label: 'Calendar', icon: '▣' },
    timeBlocks,
    { to: '/family', label: 'Family Hub', icon: '⌂' },
    timeTracking,
    cashflow,
    appsGallery,
    { to: '/notifications', label: 'Notifications', icon: '♪' },
    { to: '/profile', label: 'Profile', icon: '◉' },
  ],
};
