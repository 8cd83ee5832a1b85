// Contracts of the plans area; each resource in its own file, re-exported here.
export * from './plans.js';
export * from './bookings.js';
export * from './aiSearch.js';
export * from './sharedExpenses.js';
export * from './invitations.js';
export * from './wallet.js';
export * from './turnRotations.js';
export * from './follows.js';
export * from '../../collab/index.js';
export * from '../../domain/plans/planRoles.js';
export * from '../../domain/plans/planEdits.js';
