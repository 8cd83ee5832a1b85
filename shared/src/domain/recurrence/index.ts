export * from './rule.js';
export * from './zone.js';
export * from './expand.js';
export * from './series.js';
export * from './vtimezone.js';
export { RRule, rrulestr } from './lib.js';
export * from './conflicts.js';
