import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule = LazyExoticComponent<ComponentType>;

/** Every protected route of SPEC.md §2, each page loaded on demand. */
export const PROTECTED_ROUTES: { path: string; page: PageModule }[] = [
  { path: '/dashboard', page: lazy(() => import('./pages/dashboard/DashboardPage')) },
  { path: '/calendar', page: lazy(() => import('./pages/calendar/CalendarPage')) },
  { path: '/tasks', page: lazy(() => import('./pages/tasks/TasksPage')) },
  { path: '/meetings', page: lazy(() => import('./pages/meetings/MeetingsPage')) },
  { path: '/projects', page: lazy(() => import('./pages/projects/ProjectsPage')) },
  { path: '/contacts', page: lazy(() => import('./pages/contacts/ContactsPage')) },
  { path: '/time-tracking', page: lazy(() => import('./pages/time-tracking/TimeTrackingPage')) },
  { path: '/expenses', page: lazy(() => import('./pages/expenses/ExpensesPage')) },
  { path: '/recurring-charges', page: lazy(() => import('./pages/recurring/RecurringChargesPage')) },
  { path: '/banking', page: lazy(() => import('./pages/banking/BankingPage')) },
  { path: '/trackers', page: lazy(() => import('./pages/trackers/TrackersPage')) },
  { path: '/time-blocks', page: lazy(() => import('./pages/time-blocks/TimeBlocksPage')) },
  { path: '/family', page: lazy(() => import('./pages/family/FamilyPage')) },
  { path: '/network-q', page: lazy(() => import('./pages/network/NetworkPage')) },
  { path: '/apps-gallery', page: lazy(() => import('./pages/apps/AppsGalleryPage')) },
  { path: '/notifications', page: lazy(() => import('./pages/notifications/NotificationsPage')) },
  { path: '/profile', page: lazy(() => import('./pages/profile/ProfilePage')) },
  { path: '/settings/backups', page: lazy(() => import('./pages/settings/BackupsPage')) },
];
