export * from './lists.js';
