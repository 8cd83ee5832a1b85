// Contracts of the chores area (the family's chores, turn rotations among them, points and rewards).
export * from './chores.js';
export * from './rewards.js';
export * from '../../domain/chores/index.js';
