import type { SessionUser } from '../auth/session.js';

/** Family hub data is the family's: every member reads and writes, and every member's browser updates. */
export const familyOf = (user: SessionUser) => ({ family: user.family_id }) as const;
/** Personal data: only its owner, on all of their devices. */
export const ownerOf = (user: SessionUser) => ({ user: user.id }) as const;
