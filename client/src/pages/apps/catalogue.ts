/** The apps gallery's catalogue of third-party integrations (client-side; connecting is a simulation). */
export const APP_CATEGORIES = ['all', 'communication', 'productivity', 'social', 'calendar', 'storage', 'email', 'finance', 'crm', 'development'] as const;
export type AppCategory = Exclude<(typeof APP_CATEGORIES)[number], 'all'>;
export type Workspace = 'Work' | 'Home';

export interface GalleryApp {
  id: string;
  name: string;
  provider: string;
  description: string;
  color: string;
  category: AppCategory;
  features: string[];
  workspaces: Workspace[];
  coming_soon?: boolean;
}

const W: Workspace[] = ['Work'];
const H: Workspace[] = ['Home'];
const WH: Workspace[] = ['Work', 'Home'];

export const APPS: GalleryApp[] = [
  { id: 'slack', name: 'Slack', provider: 'Salesforce', description: 'Team messaging in channels, with reminders for your tasks and meetings.', color: '#4a154b', category: 'communication', features: ['Post task reminders to a channel', 'Meeting start alerts', 'Slash command to add tasks', 'Daily summary message'], workspaces: W },
  { id: 'microsoft-teams', name: 'Microsoft Teams', provider: 'Microsoft', description: 'Chat, calls and meetings for your organisation.', color: '#5059c9', category: 'communication', features: ['Create Teams meeting links', 'Sync meeting attendance', 'Channel notifications'], workspaces: W },
  { id: 'zoom', name: 'Zoom', provider: 'Zoom Video Communications', description: 'Video meetings, generated straight from your calendar entries.', color: '#2d8cff', category: 'communication', features: ['Generate meeting links', 'Import recordings list', 'Join from the dashboard', 'Meeting duration tracking'], workspaces: WH },
  { id: 'whatsapp', name: 'WhatsApp', provider: 'Meta', description: 'Send family reminders and school pickup updates to a group.', color: '#25d366', category: 'communication', features: ['Family group reminders', 'Pickup notifications', 'Turn rotation alerts'], workspaces: H },
  { id: 'discord', name: 'Discord', provider: 'Discord Inc.', description: 'Community and family servers with voice and text channels.', color: '#5865f2', category: 'communication', features: ['Post plan updates', 'Event reminders', 'Voice channel links'], workspaces: H },
  { id: 'notion', name: 'Notion', provider: 'Notion Labs', description: 'Docs and databases; sync tasks and project notes both ways.', color: '#111111', category: 'productivity', features: ['Two-way task sync', 'Project pages', 'Meeting notes templates', 'Database import'], workspaces: WH },
  { id: 'todoist', name: 'Todoist', provider: 'Doist', description: 'Import tasks and due dates from your Todoist projects.', color: '#e44332', category: 'productivity', features: ['Import tasks', 'Due date sync', 'Priority mapping', 'Labels as categories'], workspaces: WH },
  { id: 'trello', name: 'Trello', provider: 'Atlassian', description: 'Boards and cards turned into Hearth tasks and projects.', color: '#0079bf', category: 'productivity', features: ['Boards to projects', 'Cards to tasks', 'Checklist progress'], workspaces: WH },
  { id: 'asana', name: 'Asana', provider: 'Asana Inc.', description: 'Work management for teams: tasks, projects and portfolios.', color: '#f06a6a', category: 'productivity', features: ['Project import', 'Assigned task sync', 'Status updates', 'Time estimates'], workspaces: W },
  { id: 'evernote', name: 'Evernote', provider: 'Bending Spoons', description: 'Notes and web clippings linked to your contacts and projects.', color: '#00a82d', category: 'productivity', features: ['Attach notes to projects', 'Search notes', 'Receipt notebook import'], workspaces: WH },
  { id: 'linkedin', name: 'LinkedIn', provider: 'Microsoft', description: 'Professional network; import connections as contacts.', color: '#0a66c2', category: 'social', features: ['Import connections', 'Company and role sync', 'Event invitations'], workspaces: W },
  { id: 'facebook', name: 'Facebook', provider: 'Meta', description: 'Bring in events and birthdays from friends and family.', color: '#1877f2', category: 'social', features: ['Event import', 'Birthday reminders', 'Group events'], workspaces: H },
  { id: 'instagram', name: 'Instagram', provider: 'Meta', description: 'Share family plan highlights with close friends.', color: '#e1306c', category: 'social', features: ['Share plan photos', 'Close friends stories'], workspaces: H },
  { id: 'google-calendar', name: 'Google Calendar', provider: 'Google', description: 'Two-way calendar sync for meetings, time blocks and school runs.', color: '#4285f4', category: 'calendar', features: ['Two-way event sync', 'Time blocks as events', 'Free/busy lookup', 'Multiple calendars'], workspaces: WH },
  { id: 'outlook-calendar', name: 'Outlook Calendar', provider: 'Microsoft', description: 'Sync your Microsoft 365 calendar with meetings and appointments.', color: '#0078d4', category: 'calendar', features: ['Event sync', 'Teams links', 'Room bookings'], workspaces: W },
  { id: 'apple-calendar', name: 'Apple Calendar', provider: 'Apple', description: 'Subscribe to Hearth from iPhone, iPad and Mac via iCloud.', color: '#555555', category: 'calendar', features: ['Calendar subscription', 'Family calendar', 'Alerts on all devices'], workspaces: H },
  { id: 'calendly', name: 'Calendly', provider: 'Calendly LLC', description: 'Scheduling links that respect your time blocks.', color: '#006bff', category: 'calendar', features: ['Booked meetings import', 'Respect time blocks', 'Buffer times'], workspaces: W },
  { id: 'google-drive', name: 'Google Drive', provider: 'Google', description: 'Store receipts and project files in your Drive.', color: '#1fa463', category: 'storage', features: ['Receipt backup', 'Project folders', 'File links on tasks'], workspaces: WH },
  { id: 'dropbox', name: 'Dropbox', provider: 'Dropbox Inc.', description: 'File storage and sharing for documents and photos.', color: '#0061ff', category: 'storage', features: ['Receipt backup', 'Shared family folder', 'Attach files to plans'], workspaces: WH },
  { id: 'onedrive', name: 'OneDrive', provider: 'Microsoft', description: 'Microsoft cloud storage for your documents.', color: '#0364b8', category: 'storage', features: ['Document links', 'Receipt backup', 'Office file previews'], workspaces: W },
  { id: 'box', name: 'Box', provider: 'Box Inc.', description: 'Secure content management for teams.', color: '#0061d5', category: 'storage', features: ['Project documents', 'Secure sharing', 'Version history'], workspaces: W },
  { id: 'gmail', name: 'Gmail', provider: 'Google', description: 'Turn emails into tasks and find receipts in your inbox.', color: '#ea4335', category: 'email', features: ['Email to task', 'Receipt detection', 'Meeting invites import', 'Contact import'], workspaces: WH },
  { id: 'outlook-mail', name: 'Outlook Mail', provider: 'Microsoft', description: 'Microsoft 365 mail, flagged messages as tasks.', color: '#0078d4', category: 'email', features: ['Flagged mail to tasks', 'Contact sync', 'Meeting invites'], workspaces: W },
  { id: 'mailchimp', name: 'Mailchimp', provider: 'Intuit', description: 'Email campaigns for events and networking plans.', color: '#ffe01b', category: 'email', features: ['Invite lists from plans', 'Campaign stats'], workspaces: W },
  { id: 'plaid', name: 'Plaid', provider: 'Plaid Inc.', description: 'Link bank accounts for balances and transactions.', color: '#111111', category: 'finance', features: ['Bank account linking', 'Transaction import', 'Balance refresh', 'Recurring charge detection'], workspaces: WH, coming_soon: true },
  { id: 'quickbooks', name: 'QuickBooks', provider: 'Intuit', description: 'Accounting for freelancers and small businesses.', color: '#2ca01c', category: 'finance', features: ['Expense export', 'Invoice tracking', 'Category mapping'], workspaces: W },
  { id: 'venmo', name: 'Venmo', provider: 'PayPal', description: 'Pay caregivers and split shared expenses.', color: '#008cff', category: 'finance', features: ['Pay caregivers', 'Shared expense requests', 'Payment history'], workspaces: H },
  { id: 'paypal', name: 'PayPal', provider: 'PayPal Holdings', description: 'Payments and receipts from online purchases.', color: '#003087', category: 'finance', features: ['Purchase receipts import', 'Send money', 'Subscription detection'], workspaces: WH },
  { id: 'mint', name: 'Credit Karma', provider: 'Intuit', description: 'Credit score monitoring and spending insights.', color: '#00b67a', category: 'finance', features: ['Credit score import', 'Spending categories', 'Alerts'], workspaces: H },
  { id: 'salesforce', name: 'Salesforce', provider: 'Salesforce', description: 'CRM contacts, accounts and opportunities.', color: '#00a1e0', category: 'crm', features: ['Contact sync', 'Opportunity tasks', 'Meeting logging', 'Account notes'], workspaces: W, coming_soon: true },
  { id: 'hubspot', name: 'HubSpot', provider: 'HubSpot Inc.', description: 'CRM and marketing; contacts and deals in one place.', color: '#ff7a59', category: 'crm', features: ['Contact sync', 'Deal reminders', 'Meeting scheduling'], workspaces: W },
  { id: 'pipedrive', name: 'Pipedrive', provider: 'Pipedrive', description: 'Sales pipeline with activities turned into tasks.', color: '#1a1a1a', category: 'crm', features: ['Activities to tasks', 'Contact import', 'Deal stage alerts'], workspaces: W },
  { id: 'github', name: 'GitHub', provider: 'Microsoft', description: 'Issues and pull requests assigned to you as tasks.', color: '#24292f', category: 'development', features: ['Assigned issues to tasks', 'Pull request reviews', 'Project board sync', 'Commit time tracking'], workspaces: W, coming_soon: true },
  { id: 'jira', name: 'Jira', provider: 'Atlassian', description: 'Sprint issues and time logging for software teams.', color: '#0052cc', category: 'development', features: ['Sprint issues to tasks', 'Worklog sync', 'Project import'], workspaces: W, coming_soon: true },
  { id: 'gitlab', name: 'GitLab', provider: 'GitLab Inc.', description: 'Merge requests and issues from your GitLab projects.', color: '#fc6d26', category: 'development', features: ['Issues to tasks', 'Merge request reminders', 'Pipeline alerts'], workspaces: W },
];

/** Search matches name or description (case-insensitive), then the category, then the current mode. */
export function filterApps(apps: GalleryApp[], search: string, category: (typeof APP_CATEGORIES)[number], mode: 'work' | 'life'): GalleryApp[] {
  const q = search.trim().toLowerCase();
  const workspace: Workspace = mode === 'work' ? 'Work' : 'Home';
  return apps.filter(
    (a) =>
      (!q || a.name.toLowerCase().includes(q) || a.description.toLowerCase().includes(q)) &&
      (category === 'all' || a.category === category) &&
      a.workspaces.includes(workspace),
  );
}
