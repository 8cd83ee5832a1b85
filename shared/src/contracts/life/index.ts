// Contracts of this area; each resource in its own file, re-exported here.
export * from './familyHub.js';
export * from './familyEvents.js';
export * from './profile.js';
export * from './notifications.js';
export * from './trackers.js';
export * from './timeBlocks.js';
export * from './assistant.js';
export * from '../../domain/life/timeBlocks.js';
export * from '../../domain/life/avatar.js';
export * from '../../domain/life/dnd.js';
export * from './push.js';
