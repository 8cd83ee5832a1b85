import { COLLAB_LIMITS } from '@hearth/shared';

/** The collaboration budgets in force (COLLAB_LIMITS; tests of the budgets lower some of them in-process). */
export const limits: { -readonly [K in keyof typeof COLLAB_LIMITS]: number } = { ...COLLAB_LIMITS };
