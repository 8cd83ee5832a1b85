// Contracts of the work area; each resource in its own file.
export * from './tasks.js';
export * from './meetings.js';
export * from './occurrences.js';
export * from './projects.js';
export * from './contacts.js';
export * from './timeEntries.js';
export * from './timeClock.js';
export * from './calendar.js';
export * from './subscriptions.js';
export * from './conflicts.js';
export * from './analytics.js';
export * from '../../domain/work/valueScale.js';
export * from '../../domain/work/contactCsv.js';
export * from '../../domain/work/ics.js';
