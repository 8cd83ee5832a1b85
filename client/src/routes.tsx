import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FamilyAction } from '@hearth/shared';

type PageModule = LazyExoticComponent<ComponentType>;

const WORK: FamilyAction = 'use_work_tools';
const MONEY: FamilyAction = 'use_money';
const HUB: FamilyAction = 'use_family_hub';

/**
 * Every protected route of SPEC.md §2, each page loaded on demand; `allow` names the family action a
 * member's role needs to see it (the server refuses those roles as well).
 */
export const PROTECTED_ROUTES: { path: string; page: PageModule; allow?: FamilyAction }[] = [
  { path: '/dashboard', page: lazy(() => import('./pages/dashboard/DashboardPage')), allow: HUB },
  { path: '/calendar', page: lazy(() => import('./pages/calendar/CalendarPage')) },
  { path: '/tasks', page: lazy(() => import('./pages/tasks/TasksPage')), allow: WORK },
  { path: '/meetings', page: lazy(() => import('./pages/meetings/MeetingsPage')), allow: WORK },
  { path: '/projects', page: lazy(() => import('./pages/projects/ProjectsPage')), allow: WORK },
  { path: '/contacts', page: lazy(() => import('./pages/contacts/ContactsPage')), allow: WORK },
  { path: '/time-tracking', page: lazy(() => import('./pages/time-tracking/TimeTrackingPage')), allow: WORK },
  { path: '/expenses', page: lazy(() => import('./pages/expenses/ExpensesPage')), allow: MONEY },
  {
    path: '/recurring-charges',
    page: lazy(() => import('./pages/recurring/RecurringChargesPage')),
    allow: MONEY,
  },
  { path: '/banking', page: lazy(() => import('./pages/banking/BankingPage')), allow: MONEY },
  { path: '/trackers', page: lazy(() => import('./pages/trackers/TrackersPage')), allow: WORK },
  { path: '/time-blocks', page: lazy(() => import('./pages/time-blocks/TimeBlocksPage')), allow: WORK },
  {
    path: '/family/members',
    page: lazy(() => import('./pages/family/members/MembersPage')),
    allow: HUB,
  },
  { path: '/family', page: lazy(() => import('./pages/family/FamilyPage')), allow: HUB },
  { path: '/chores', page: lazy(() => import('./pages/chores/ChoresPage')) },
  { path: '/network-q', page: lazy(() => import('./pages/network/NetworkPage')), allow: WORK },
  { path: '/apps-gallery', page: lazy(() => import('./pages/apps/AppsGalleryPage')), allow: HUB },
  { path: '/lists', page: lazy(() => import('./pages/lists/ListsPage')) },
  { path: '/lists/:id', page: lazy(() => import('./pages/lists/ListPage')) },
  { path: '/notifications', page: lazy(() => import('./pages/notifications/NotificationsPage')) },
  { path: '/profile', page: lazy(() => import('./pages/profile/ProfilePage')) },
  { path: '/settings/backups', page: lazy(() => import('./pages/settings/BackupsPage')) },
];
