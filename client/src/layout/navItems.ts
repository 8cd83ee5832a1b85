import { familyCan, type FamilyAction, type FamilyRole } from '@hearth/shared';
import type { ViewMode } from '../state/viewMode';
import { KEYS } from '../state/storage';

export interface NavLeaf {
  to: string;
  label: string;
  icon: string;
  /** The family action a member's role needs for this entry (see PROTECTED_ROUTES); none: everyone. */
  allow?: FamilyAction;
}

export interface NavSection extends NavLeaf {
  /** A collapsible section: its expanded state is remembered under this key. */
  storageKey: string;
  children: NavLeaf[];
}

export type NavItem = NavLeaf | NavSection;

export const isSection = (item: NavItem): item is NavSection => 'children' in item;

const WORK: FamilyAction = 'use_work_tools';
const dashboard: NavLeaf = { to: '/dashboard', label: 'Dashboard', icon: '◧', allow: 'use_family_hub' };
const timeBlocks: NavLeaf = { to: '/time-blocks', label: 'Time Blocks', icon: '▤', allow: WORK };
const timeTracking: NavLeaf = { to: '/time-tracking', label: 'Time Tracking', icon: '◷', allow: WORK };
const appsGallery: NavLeaf = {
  to: '/apps-gallery',
  label: 'Apps Gallery',
  icon: '▦',
  allow: 'use_family_hub',
};
const lists: NavLeaf = { to: '/lists', label: 'Lists', icon: '☰' };
/** Every role: a child sees their own chores there. */
const chores: NavLeaf = { to: '/chores', label: 'Chores', icon: '✓' };
const cashflow: NavSection = {
  to: '/banking',
  label: 'Cashflow',
  icon: '$',
  allow: 'use_money',
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
        { to: '/meetings', label: 'Meetings', icon: '◦', allow: WORK },
        { ...timeBlocks, icon: '◦' },
      ],
    },
    { to: '/tasks', label: 'Tasks', icon: '☑', allow: WORK },
    lists,
    chores,
    { to: '/projects', label: 'Projects', icon: '◆', allow: WORK },
    { to: '/contacts', label: 'Contacts', icon: '☺', allow: WORK },
    timeTracking,
    cashflow,
    { to: '/trackers', label: 'Trackers', icon: '↗', allow: WORK },
    { to: '/network-q', label: 'Network Planning', icon: '✦', allow: WORK },
    appsGallery,
  ],
  life: [
    dashboard,
    { to: '/calendar', label: 'Calendar', icon: '▣' },
    timeBlocks,
    { to: '/family', label: 'Family Hub', icon: '⌂', allow: 'use_family_hub' },
    lists,
    chores,
    timeTracking,
    cashflow,
    appsGallery,
    { to: '/notifications', label: 'Notifications', icon: '♪' },
    { to: '/profile', label: 'Profile', icon: '◉' },
  ],
};

/**
 * The entries a member with `role` can use: others are left out (a section without allowed children
 * keeps only its own link). A child account sees the calendar, notifications and profile (and what
 * other areas add for it, e.g. chores and lists).
 */
export function navFor(items: NavItem[], role: FamilyRole | undefined): NavItem[] {
  // An unknown role (a user stored before roles existed, until /me answers) keeps the full sidebar.
  const ok = (i: NavLeaf) => !i.allow || role === undefined || familyCan(role, i.allow);
  return items.filter(ok).map((i) => (isSection(i) ? { ...i, children: i.children.filter(ok) } : i));
}
