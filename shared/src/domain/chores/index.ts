export * from './fairness.js';
export * from './points.js';
export * from './schedule.js';
export * from './actions.js';
export * from './edits.js';
